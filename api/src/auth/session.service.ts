import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuthPrincipal } from '../common/auth/current-user.decorator';
import { digestToken, newToken } from '../common/crypto/tokens';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PasswordReset } from './entities/password-reset.entity';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { PRINCIPAL_BY_TOKEN } from './sql/sessions.sql';
import { sqlRunner } from '../common/sql/sql-runner';

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PURGE_EVERY_MS = 60 * MINUTE_MS;

interface Chain {
  id: string;
  startedAt: number;
}

/** Opaque bearer tokens, looked up on every request so revocation takes effect at once. */
@Injectable()
export class SessionService implements OnModuleInit, OnApplicationShutdown {
  private purger?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purger = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purger);
  }

  /** A new sign-in starts a chain; a refresh continues one and never outlives its absolute end. */
  async issue(user: User, chain: Chain = { id: randomUUID(), startedAt: Date.now() }, em: EntityManager = this.em): Promise<IssuedTokens> {
    const access = newToken();
    const refresh = newToken();
    const now = Date.now();
    const end = chain.startedAt + this.config.sessionMaxDays * DAY_MS;
    const expiresAt = Math.min(now + this.config.tokenTtlMinutes * MINUTE_MS, end);
    const session = em.create(Session, {
      user: em.getReference(User, user.id),
      token_hash: digestToken(access),
      refresh_hash: digestToken(refresh),
      expires_at: new Date(expiresAt),
      refresh_expires_at: new Date(Math.min(now + this.config.refreshTtlDays * DAY_MS, end)),
      chain_id: chain.id,
      chain_started_at: new Date(chain.startedAt),
      created_at: new Date(now),
    });
    await em.persistAndFlush(session);
    return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: Math.max(0, Math.floor((expiresAt - now) / 1000)) };
  }

  /**
   * The principal behind a bearer token, or null when it is unknown, expired, revoked or its user inactive
   * or deleted. Runs on every request, so it is one indexed read-only query (unique token_hash, then the
   * user by primary key) without an entity fork or hydration; nothing is cached and nothing is written,
   * so a logout, deactivation or deletion refuses the very next request.
   */
  async principalFor(token: string): Promise<AuthPrincipal | null> {
    return (await sqlRunner(this.em).one(PRINCIPAL_BY_TOKEN, [digestToken(token), new Date(), true])) ?? null;
  }

  /**
   * The next session of the chain for a refresh token used for the first time. A refresh token used a
   * second time was copied: the whole chain is revoked, the thief's sessions and the owner's alike.
   * Claiming the token is one conditional update, so two refreshes racing with it cannot both win. The claim and
   * the winner's new session commit together: a loser's claim waits on the claimed row's lock until then, so its
   * revocation of the chain always sees, and ends, the winner's new session too.
   */
  async rotate(refreshToken: string): Promise<IssuedTokens | null> {
    const session = await this.em.findOne(Session, { refresh_hash: digestToken(refreshToken) }, { populate: ['user'] });
    if (!session) return null;
    if (session.rotated_at) {
      await this.revokeChain(session.chain_id);
      return null;
    }
    if (!isUsable(session, session.refresh_expires_at)) return null;
    const chain = { id: session.chain_id, startedAt: session.chain_started_at.getTime() };
    const issued = await this.em.transactional(async (em) => {
      const now = new Date();
      const claimed = await em.nativeUpdate(Session, { id: session.id, rotated_at: null, revoked_at: null }, { rotated_at: now, revoked_at: now });
      return claimed === 0 ? null : this.issue(session.user, chain, em);
    });
    if (!issued) await this.revokeChain(session.chain_id);
    return issued;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revoked_at: null }, { revoked_at: new Date() });
  }

  /** Every session of the user, except `keep` (the one changing its own password keeps working). */
  async revokeAllOf(userId: number, keep?: number): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revoked_at: null, ...(keep ? { id: { $ne: keep } } : {}) }, { revoked_at: new Date() });
  }

  /**
   * Sessions whose refresh token has expired can do nothing more, not even show reuse, and reset links
   * past their hour are dead: both go, on every process's timer (deleting twice is harmless).
   */
  async purgeExpired(): Promise<void> {
    const now = new Date();
    await this.em.nativeDelete(Session, { refresh_expires_at: { $lt: now } });
    await this.em.nativeDelete(PasswordReset, { $or: [{ expires_at: { $lt: now } }, { used_at: { $ne: null } }] });
  }

  private async revokeChain(chainId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { chain_id: chainId, revoked_at: null }, { revoked_at: new Date() });
  }
}

function isUsable(session: Session, expiresAt: Date): boolean {
  return session.revoked_at === null && expiresAt.getTime() > Date.now() && session.user.is_active;
}
