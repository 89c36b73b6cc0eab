import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role } from '../common/auth/role';
import { User } from './entities/user.entity';

/** A user as the API shows it: never a password or access-token hash. */
export class UserView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'operator@example.com' }) email!: string;
  @ApiProperty({ example: 'Pat Operator', nullable: true, type: String }) full_name!: string | null;
  @ApiProperty({ enum: ROLES, example: 'user' }) role!: Role;
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', nullable: true, type: String, format: 'date-time' }) last_login!: Date | null;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) updated_at!: Date;
}

export function toUserView(user: User): UserView {
  const { id, email, full_name, role, is_active, last_login, created_at, updated_at } = user;
  return { id, email, full_name, role, is_active, last_login, created_at, updated_at };
}
