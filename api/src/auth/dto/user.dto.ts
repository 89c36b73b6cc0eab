import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ROLES, Role } from '../../common/auth/role';

/** A blank password or access token on edit means "keep the current one". */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export class CreateUserDto {
  @ApiProperty({ example: 'operator@example.com' })
  // class-validator runs these bottom-up and stops at the first failure: most basic rule last.
  @MaxLength(320)
  @IsEmail({}, { message: 'Invalid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @ApiPropertyOptional({ example: 'Pat Operator' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  full_name?: string;

  @ApiProperty({ example: 'operator-password-1', minLength: 8 })
  @MaxLength(200)
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;

  @ApiProperty({ example: 'operator-access-token-0123', minLength: 16 })
  @MaxLength(200)
  @MinLength(16, { message: 'Access token must be at least 16 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Access token is required for new users' })
  access_token!: string;

  @ApiPropertyOptional({ example: 'user', enum: ROLES, default: 'user' })
  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be user, admin or readonly' })
  role?: Role;

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class UpdateUserDto extends PartialType(CreateUserDto) {
  @Transform(blankToUndefined)
  override password?: string;

  @Transform(blankToUndefined)
  override access_token?: string;
}
