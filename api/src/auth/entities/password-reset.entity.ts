import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  [OptionalProps]?: 'used_at' | 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: true })
  token_hash!: string;

  @Property({ type: 'datetime' })
  expires_at!: Date;

  @Property({ type: 'datetime', nullable: true })
  used_at: Date | null = null;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();
}
