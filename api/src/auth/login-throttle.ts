import { EntityManager } from '@mikro-orm/knex';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { digestToken } from '../common/crypto/tokens';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sqlRunner } from '../common/sql/sql-runner';
import { COUNT_ATTEMPT, FORGET_ATTEMPTS, FORGET_EXPIRED_ATTEMPTS, TAKE_BACK_ONE_ATTEMPT } from './sql/login-attempts.sql';

/**
 * Counts attempts to prove a secret (a sign-in, or the current password on change-password) per subject at one
 * client address and per address, in the database so every process counts the same attempts. An attempt is
 * counted before its slow hash runs, so a parallel burst cannot get past the limit; a success takes it back.
 * Keying the subject's count on the address too means an attacker elsewhere cannot lock an operator out (behind
 * a proxy, TRUST_PROXY gives the real address).
 *
 * The address is counted first and the subject only once the address is within its limit, so a locked-out client
 * stores nothing more; the subject is stored as a digest of fixed size, and attempts past their window are
 * deleted, so the table holds at most one window's attempts.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `subject` names what is guessed at, e.g. `email:pat@example.com` or `user:12`. */
  async attempt(subject: string, address: string): Promise<void> {
    const now = Date.now();
    await sqlRunner(this.em).run(FORGET_EXPIRED_ATTEMPTS, [now - this.config.loginThrottle.windowMs]);
    for (const [key, limit] of this.limits(subject, address)) {
      const { attempts, startedAt } = await this.count(key, now);
      if (attempts > limit) {
        const minutes = Math.max(1, Math.ceil((startedAt + this.config.loginThrottle.windowMs - now) / 60_000));
        throw new HttpException(
          { detail: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  /** Forgets the subject's failures and takes back this attempt from the address: its other failures still count. */
  async succeeded(subject: string, address: string): Promise<void> {
    const [addressKey, subjectKey] = this.limits(subject, address).map(([key]) => key);
    const sql = sqlRunner(this.em);
    await sql.run(FORGET_ATTEMPTS, [subjectKey]);
    await sql.run(TAKE_BACK_ONE_ATTEMPT, [addressKey]);
  }

  /** One statement counts the attempt, starting a new window when the last one has passed. */
  private async count(key: string, now: number): Promise<{ attempts: number; startedAt: number }> {
    const windowStart = now - this.config.loginThrottle.windowMs;
    const [counted] = await sqlRunner(this.em).rows(COUNT_ATTEMPT, [key, now, windowStart, windowStart]);
    return counted;
  }

  /** The address first: its limit is checked before anything about the subject is stored. */
  private limits(subject: string, address: string): Array<[string, number]> {
    const { maxPerEmail, maxPerAddress } = this.config.loginThrottle;
    return [
      [`address:${address}`, maxPerAddress],
      [`subject:${digestToken(`${subject.toLowerCase()}@${address}`)}`, maxPerEmail],
    ];
  }
}
