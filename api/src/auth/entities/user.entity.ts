import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Role } from '../../common/auth/role';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'full_name' | 'role' | 'is_active' | 'last_login' | 'created_at' | 'updated_at';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 320, unique: true })
  email!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  full_name: string | null = null;

  @Property({ type: 'string', length: 16 })
  role: Role = 'user';

  @Property({ type: 'boolean' })
  is_active = true;

  @Property({ type: 'string', length: 255, hidden: true })
  password_hash!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  access_token_hash!: string;

  @Property({ type: 'datetime', nullable: true })
  last_login: Date | null = null;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
