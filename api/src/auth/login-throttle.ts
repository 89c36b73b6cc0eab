import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

interface Window {
  failures: number;
  startedAt: number;
}

/**
 * Counts failed sign-ins per e-mail and per client address; past the limit both are
 * refused with 429 until the window passes. Kept in memory: a restart forgets them.
 */
@Injectable()
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  assertAllowed(email: string, address: string): void {
    const now = Date.now();
    for (const [key, limit] of this.limits(email, address)) {
      const window = this.current(key, now);
      if (window && window.failures >= limit) {
        const minutes = Math.ceil((window.startedAt + this.config.loginThrottle.windowMs - now) / 60_000);
        throw new HttpException(
          { detail: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  recordFailure(email: string, address: string): void {
    const now = Date.now();
    for (const [key] of this.limits(email, address)) {
      const window = this.current(key, now) ?? { failures: 0, startedAt: now };
      window.failures += 1;
      this.windows.set(key, window);
    }
  }

  recordSuccess(email: string): void {
    this.windows.delete(`email:${email.toLowerCase()}`);
  }

  private limits(email: string, address: string): Array<[string, number]> {
    const { maxPerEmail, maxPerAddress } = this.config.loginThrottle;
    return [
      [`email:${email.toLowerCase()}`, maxPerEmail],
      [`address:${address}`, maxPerAddress],
    ];
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.startedAt > this.config.loginThrottle.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
