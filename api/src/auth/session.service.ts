import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { AuthPrincipal } from '../common/auth/current-user.decorator';
import { Role } from '../common/auth/role';
import { digestToken, newToken } from '../common/crypto/secret-hash';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Opaque bearer tokens, looked up on every request so revocation takes effect at once. */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(user: User): Promise<IssuedTokens> {
    const access = newToken();
    const refresh = newToken();
    const now = Date.now();
    const session = this.em.create(Session, {
      user,
      token_hash: digestToken(access),
      refresh_hash: digestToken(refresh),
      expires_at: new Date(now + this.config.tokenTtlMinutes * MINUTE_MS),
      refresh_expires_at: new Date(now + this.config.refreshTtlDays * DAY_MS),
      created_at: new Date(now),
    });
    await this.em.persistAndFlush(session);
    return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: this.config.tokenTtlMinutes * 60 };
  }

  /**
   * The principal behind a bearer token, or null when it is unknown, expired, revoked or its user inactive
   * or deleted. Runs on every request, so it is one indexed read-only query (unique token_hash, then the
   * user by primary key) without an entity fork or hydration; nothing is cached and nothing is written,
   * so a logout, deactivation or deletion refuses the very next request.
   */
  async principalFor(token: string): Promise<AuthPrincipal | null> {
    const [row] = await this.em.getConnection().execute<Array<Record<string, unknown>>>(
      `SELECT s.id AS session_id, u.id AS user_id, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.is_active = ?`,
      [digestToken(token), new Date(), true],
    );
    if (!row) return null;
    return { userId: Number(row.user_id), email: String(row.email), role: row.role as Role, sessionId: Number(row.session_id) };
  }

  async rotate(refreshToken: string): Promise<IssuedTokens | null> {
    const session = await this.em.findOne(Session, { refresh_hash: digestToken(refreshToken) }, { populate: ['user'] });
    if (!session || !isUsable(session, session.refresh_expires_at)) return null;
    session.revoked_at = new Date();
    await this.em.flush();
    return this.issue(session.user);
  }

  async revoke(sessionId: number): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revoked_at: null }, { revoked_at: new Date() });
  }

  async revokeAllOf(userId: number): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revoked_at: null }, { revoked_at: new Date() });
  }
}

function isUsable(session: Session, expiresAt: Date): boolean {
  return session.revoked_at === null && expiresAt.getTime() > Date.now() && session.user.is_active;
}
