import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

/**
 * One access token and its refresh token, stored only as SHA-256 digests. Refreshing revokes the session
 * and issues the next one in the same chain: a chain is one sign-in, and it ends at chain_started_at plus
 * the absolute session lifetime however often it is refreshed.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'revoked_at' | 'rotated_at' | 'created_at';

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

  @Property({ type: 'string', length: 40 })
  chain_id!: string;

  @Property({ type: 'datetime' })
  chain_started_at!: Date;

  @Property({ type: 'datetime', nullable: true })
  revoked_at: Date | null = null;

  /** Set when the refresh token was used: a second use is reuse, and ends the whole chain. */
  @Property({ type: 'datetime', nullable: true })
  rotated_at: Date | null = null;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();
}
