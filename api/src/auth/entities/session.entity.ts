import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

/** One sign-in: the access and refresh tokens are stored only as SHA-256 digests. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'revoked_at' | 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: true })
  token_hash!: string;

  @Property({ type: 'string', length: 64, unique: true })
  refresh_hash!: string;

  @Property({ type: 'datetime' })
  expires_at!: Date;

  @Property({ type: 'datetime' })
  refresh_expires_at!: Date;

  @Property({ type: 'datetime', nullable: true })
  revoked_at: Date | null = null;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();
}
