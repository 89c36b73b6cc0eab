import { EntityManager } from '@mikro-orm/knex';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { COUNT_ATTEMPT, FORGET_ATTEMPTS, TAKE_BACK_ONE_ATTEMPT } from './sql/login-attempts.sql';

/**
 * Counts sign-in attempts per e-mail at one client address and per address, in the database so every
 * process counts the same attempts. An attempt is counted before its slow hash runs, so a parallel burst
 * cannot get past the limit; a success takes it back. Keying the e-mail's count on the address too means
 * an attacker elsewhere cannot lock an operator out (behind a proxy, TRUST_PROXY gives the real address).
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async attempt(email: string, address: string): Promise<void> {
    const now = Date.now();
    for (const [key, limit] of this.limits(email, address)) {
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

  async succeeded(email: string, address: string): Promise<void> {
    const [emailKey, addressKey] = this.limits(email, address).map(([key]) => key);
    const connection = this.em.getConnection();
    await connection.execute(FORGET_ATTEMPTS, [emailKey]);
    await connection.execute(TAKE_BACK_ONE_ATTEMPT, [addressKey]);
  }

  /** One statement counts the attempt, starting a new window when the last one has passed. */
  private async count(key: string, now: number): Promise<{ attempts: number; startedAt: number }> {
    const windowStart = now - this.config.loginThrottle.windowMs;
    const [row] = await this.em.getConnection().execute<Array<{ attempts: number | string; window_started_at: number | string }>>(
      COUNT_ATTEMPT,
      [key, now, windowStart, windowStart],
    );
    return { attempts: Number(row.attempts), startedAt: Number(row.window_started_at) };
  }

  private limits(email: string, address: string): Array<[string, number]> {
    const { maxPerEmail, maxPerAddress } = this.config.loginThrottle;
    return [
      [`email:${email.toLowerCase()}@${address}`, maxPerEmail],
      [`address:${address}`, maxPerAddress],
    ];
  }
}
