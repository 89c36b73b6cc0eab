import { EntityManager } from '@mikro-orm/knex';
import { BadRequestException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { SecretHasher } from '../common/crypto/secret-hasher';
import { digestToken, newToken } from '../common/crypto/tokens';
import { ChangeAccessTokenDto, ChangePasswordDto, ResetPasswordDto } from './dto/password.dto';
import { LoginDto } from './dto/login.dto';
import { PasswordReset } from './entities/password-reset.entity';
import { User } from './entities/user.entity';
import { LoginThrottle } from './login-throttle';
import { IssuedTokens, SessionService } from './session.service';
import { toUserView, UserView } from './user-views';

const RESET_TTL_MS = 60 * 60 * 1000;
/** A new reset link for the same user at most this often; asking again meanwhile changes nothing. */
const RESET_INTERVAL_MS = 15 * 60 * 1000;
/** One message for every wrong field, so a failure does not tell which of the three was wrong. */
const LOGIN_FAILED = 'Invalid email, password or access token';

export type LoginResponse = IssuedTokens & { user: UserView };

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly hasher: SecretHasher,
  ) {}

  /**
   * Counted before any hashing; both secrets are always checked, and an unknown e-mail costs the same
   * two checks against a dummy hash, so neither the answer nor its timing tells which part was wrong.
   */
  async login(dto: LoginDto, address: string): Promise<LoginResponse> {
    const email = dto.email.trim().toLowerCase();
    await this.throttle.attempt(`email:${email}`, address);
    const user = await this.em.findOne(User, { email });
    if (!user) {
      await this.hasher.verifyNothing(dto.password);
      await this.hasher.verifyNothing(dto.access_token);
      throw new UnauthorizedException({ detail: LOGIN_FAILED });
    }
    const password = await this.hasher.verify(dto.password, user.password_hash);
    const token = await this.hasher.verify(dto.access_token, user.access_token_hash);
    if (!password.valid || !token.valid || !user.is_active) throw new UnauthorizedException({ detail: LOGIN_FAILED });
    await this.throttle.succeeded(`email:${email}`, address);
    if (password.stale) user.password_hash = await this.hasher.hash(dto.password);
    if (token.stale) user.access_token_hash = await this.hasher.hash(dto.access_token);
    user.last_login = new Date();
    await this.em.flush();
    return { ...(await this.sessions.issue(user)), user: toUserView(user) };
  }

  async refresh(refreshToken: string): Promise<LoginResponse> {
    const refused = () => new UnauthorizedException({ detail: 'Refresh token is invalid or expired: sign in again' });
    const tokens = await this.sessions.rotate(refreshToken);
    if (!tokens) throw refused();
    // A second use of the same token at the same moment revokes the chain, the session just issued included.
    const principal = await this.sessions.principalFor(tokens.access_token);
    if (!principal) throw refused();
    return { ...tokens, user: await this.me(principal.userId) };
  }

  async me(userId: number): Promise<UserView> {
    return toUserView(await this.em.findOneOrFail(User, userId));
  }

  /**
   * A new password ends every other session of the user: whoever knew the old one is signed out. Guesses at the
   * current password are counted like sign-ins, so a stolen session cannot try passwords without limit.
   */
  async changePassword(userId: number, sessionId: number, dto: ChangePasswordDto, address: string): Promise<void> {
    const user = await this.confirmedUser(userId, dto.current_password, address);
    user.password_hash = await this.hasher.hash(dto.new_password);
    await this.em.flush();
    await this.sessions.revokeAllOf(userId, sessionId);
  }

  /** A new access token, like a new password, ends every other session of the user, and is confirmed the same way. */
  async changeAccessToken(userId: number, sessionId: number, dto: ChangeAccessTokenDto, address: string): Promise<void> {
    const user = await this.confirmedUser(userId, dto.current_password, address);
    user.access_token_hash = await this.hasher.hash(dto.new_access_token);
    await this.em.flush();
    await this.sessions.revokeAllOf(userId, sessionId);
  }

  /** The user, once the current password is confirmed: each guess counted like a sign-in. */
  private async confirmedUser(userId: number, currentPassword: string, address: string): Promise<User> {
    const user = await this.em.findOneOrFail(User, userId);
    await this.throttle.attempt(`user:${userId}`, address);
    if (!(await this.hasher.verify(currentPassword, user.password_hash)).valid) {
      throw new BadRequestException({ detail: 'Current password is incorrect' });
    }
    await this.throttle.succeeded(`user:${userId}`, address);
    return user;
  }

  /**
   * There is no mail server: the reset link is written to the server log for an
   * administrator to pass on. The answer never reveals whether the address exists.
   * One link per user is valid at a time, and a new one is made at most every 15 minutes.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase(), is_active: true });
    if (!user) return;
    const now = Date.now();
    if (await this.em.count(PasswordReset, { user, created_at: { $gt: new Date(now - RESET_INTERVAL_MS) }, expires_at: { $gt: new Date(now) } })) return;
    await this.em.nativeDelete(PasswordReset, { user });
    const token = newToken();
    this.em.create(PasswordReset, { user, token_hash: digestToken(token), expires_at: new Date(now + RESET_TTL_MS), created_at: new Date(now) });
    await this.em.flush();
    this.logger.log(`Password reset requested for user ${user.id}: open /reset-password?token=${token} within one hour`);
  }

  async resetPassword(dto: ResetPasswordDto): Promise<void> {
    const reset = await this.em.findOne(PasswordReset, { token_hash: digestToken(dto.token) }, { populate: ['user'] });
    if (!reset || reset.used_at || reset.expires_at.getTime() < Date.now()) {
      throw new BadRequestException({ detail: 'Reset token is invalid or expired' });
    }
    reset.user.password_hash = await this.hasher.hash(dto.new_password);
    this.em.remove(reset);
    await this.em.flush();
    await this.sessions.revokeAllOf(reset.user.id);
  }
}
