import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
/** Hashes a process runs at once: each takes 128 × N × r bytes (32 MiB at N = 2^15), and a burst must not exhaust memory. */
const MAX_CONCURRENT = 2;

interface Parameters {
  logN: number;
  r: number;
  p: number;
}

/** Hashes written before the parameters were stored: Node's scrypt defaults. */
const LEGACY: Parameters = { logN: 14, r: 8, p: 1 };

export interface Verification {
  valid: boolean;
  /** Made with other parameters than today's: hash the secret again while it is at hand. */
  stale: boolean;
}

/**
 * Passwords and user access tokens: salted scrypt stored as `scrypt$ln=15,r=8,p=3$<salt>$<hash>`, so the
 * cost can rise later and older hashes are recognised. SCRYPT_LOG_N and SCRYPT_P set the cost. The default,
 * N = 2^15, r = 8, p = 3, is one of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet) to
 * N = 2^17, r = 8, p = 1, with a quarter of its memory: 32 MiB a hash instead of 128 MiB. At 128 MiB every
 * sign-in took a server of 146 MB to a peak of 277 MB, over the 250 MB an API process may take.
 */
@Injectable()
export class SecretHasher {
  private readonly cost: Parameters;
  private readonly dummy: Promise<string>;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cost = { logN: config.scryptLogN, r: BLOCK_SIZE, p: config.scryptP };
    this.dummy = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(secret: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(secret, salt, KEY_LENGTH, this.cost);
    const { logN, r, p } = this.cost;
    return `scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(secret: string, stored: string): Promise<Verification> {
    const parsed = parse(stored);
    if (!parsed) return { valid: false, stale: false };
    const actual = await this.derive(secret, parsed.salt, parsed.key.length, parsed.parameters);
    const { logN, r, p } = parsed.parameters;
    return {
      valid: timingSafeEqual(actual, parsed.key),
      stale: parsed.legacy || logN !== this.cost.logN || r !== this.cost.r || p !== this.cost.p,
    };
  }

  /** The same work as a real check, for a user that does not exist, so timing does not tell. */
  async verifyNothing(secret: string): Promise<void> {
    await this.verify(secret, await this.dummy);
  }

  private async derive(secret: string, salt: Buffer, length: number, { logN, r, p }: Parameters): Promise<Buffer> {
    await this.acquire();
    try {
      const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
      return await new Promise<Buffer>((done, fail) => scrypt(secret, salt, length, options, (error, key) => (error ? fail(error) : done(key))));
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < MAX_CONCURRENT) {
      this.running++;
      return;
    }
    await new Promise<void>((resume) => this.waiting.push(resume));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

function parse(stored: string): { parameters: Parameters; salt: Buffer; key: Buffer; legacy: boolean } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3) return { parameters: LEGACY, salt: Buffer.from(parts[1], 'base64'), key: Buffer.from(parts[2], 'base64'), legacy: true };
  const match = parts.length === 4 ? /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1]) : null;
  if (!match) return undefined;
  return {
    parameters: { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) },
    salt: Buffer.from(parts[2], 'base64'),
    key: Buffer.from(parts[3], 'base64'),
    legacy: false,
  };
}
