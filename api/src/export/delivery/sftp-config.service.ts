import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { decrypt, deriveSecretBoxKey, encrypt } from '../../common/crypto/secret-box';
import { badRequest, conflict } from '../../common/errors/http-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Setting } from '../entities/setting.entity';
import { parseFingerprint, probeHostKey, SftpSettings, testConnection } from '../sftp';

const PASSWORD_KEY = 'sftp.password';
const FINGERPRINT_KEY = 'sftp.host_fingerprint';
const TARGET_KEY = 'sftp.target';

/** Where exports go: from the environment (SFTP_*), or as an admin last saved it in the SFTP dialog. */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  remote_dir: string;
}

export interface SftpConfigureResult {
  success: boolean;
  message: string;
  host_fingerprint?: string;
}

export interface SftpStatus extends SftpTarget {
  configured: boolean;
  host_fingerprint: string | null;
  /** Why the saved settings cannot be used (SECRET_KEY changed): an admin enters the password again. */
  problem: string | null;
}

export const UNREADABLE_SETTINGS =
  'The saved SFTP settings cannot be read: SECRET_KEY has changed since they were saved. An admin must enter the SFTP password again (Configure SFTP in the export dialog)';

/** A stored value that SECRET_KEY no longer opens. */
class Unreadable extends Error {}

/**
 * Where exports are delivered. Host, port, user and folder come from the configuration unless an admin
 * saved others in the dialog; the password, entered in the dialog, is stored encrypted with the secret box
 * under SECRET_KEY, together with those settings and the host key fingerprint the operator accepted (or
 * SFTP_HOST_FINGERPRINT). No connection is ever made to an unaccepted key, so the password never reaches
 * another server. Settings saved under another SECRET_KEY answer 409 until an admin saves them again.
 */
@Injectable()
export class SftpConfigService {
  private derivedKey?: Buffer;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Derived when first needed: the scrypt takes about 50 ms, which no start-up (and no test app) should wait for. */
  private get key(): Buffer {
    return (this.derivedKey ??= deriveSecretBoxKey(this.config.secretKey));
  }

  async status(): Promise<SftpStatus> {
    try {
      const target = await this.target();
      const fingerprint = await this.trustedFingerprint();
      const configured = fingerprint !== null && (await this.stored(PASSWORD_KEY)) !== null;
      return { configured, host_fingerprint: fingerprint, ...target, problem: null };
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      return { configured: false, host_fingerprint: this.config.sftp.hostFingerprint ?? null, ...this.environmentTarget(), problem: UNREADABLE_SETTINGS };
    }
  }

  /** The full settings with the stored password and trusted key, or null when SFTP is not configured; 409 when they cannot be read. */
  async settings(): Promise<SftpSettings | null> {
    try {
      const password = await this.stored(PASSWORD_KEY);
      const fingerprint = await this.trustedFingerprint();
      return password === null || fingerprint === null ? null : this.settingsWith(await this.target(), password, fingerprint);
    } catch (error) {
      if (error instanceof Unreadable) throw conflict(UNREADABLE_SETTINGS);
      throw error;
    }
  }

  /**
   * Without a trusted key, only reads the server's fingerprint for the operator to check (nothing is
   * sent or saved). With one (pinned, accepted now, or accepted before for the same server) tests the
   * connection to that key only, and stores password, fingerprint and target when it works.
   * `changes` replaces host, port, user or folder; what it leaves out stays as it is.
   */
  async configure(password: string | undefined, accept?: string, changes: Partial<SftpTarget> = {}): Promise<SftpConfigureResult> {
    if (!password || password.trim() === '') throw badRequest('Please enter your SFTP password');
    const current = await this.target().catch(ignoreUnreadable(this.environmentTarget()));
    const target = { ...current, ...definedOnly(changes) };
    const sameServer = target.host === current.host && target.port === current.port;
    const previous = sameServer ? await this.stored(FINGERPRINT_KEY).catch(ignoreUnreadable(null)) : null;
    const fingerprint = this.config.sftp.hostFingerprint ?? (accept ? acceptable(accept) : previous);
    if (!fingerprint) {
      const presented = await probeHostKey({ ...target, timeout_ms: this.config.sftp.timeoutMs }).catch((error: Error) => {
        throw badRequest(`SFTP connection test failed, nothing was saved: ${error.message}`);
      });
      return {
        success: false,
        host_fingerprint: presented,
        message: `The SFTP server ${target.host}:${target.port} presents the host key ${presented}. Compare it with the fingerprint your provider publishes, then accept it to save the password.`,
      };
    }
    const test = await testConnection(this.settingsWith(target, password, fingerprint));
    if (!test.success) throw badRequest(`SFTP connection test failed, nothing was saved: ${test.error}`);
    const em = this.em.fork();
    await this.store(em, PASSWORD_KEY, password);
    await this.store(em, FINGERPRINT_KEY, fingerprint);
    await this.store(em, TARGET_KEY, JSON.stringify(target));
    await em.flush();
    return { success: true, host_fingerprint: fingerprint, message: 'SFTP configured: the connection test succeeded and the settings were saved' };
  }

  async test(): Promise<{ success: boolean; error: string | null }> {
    const settings = await this.settings();
    if (!settings) return { success: false, error: 'SFTP is not configured: enter the SFTP password first' };
    const result = await testConnection(settings);
    return { success: result.success, error: result.error ?? null };
  }

  private environmentTarget(): SftpTarget {
    const { host, port, username, remoteDir } = this.config.sftp;
    return { host, port, username, remote_dir: remoteDir };
  }

  private async target(): Promise<SftpTarget> {
    const saved = await this.stored(TARGET_KEY);
    return saved === null ? this.environmentTarget() : { ...this.environmentTarget(), ...(JSON.parse(saved) as Partial<SftpTarget>) };
  }

  private async trustedFingerprint(): Promise<string | null> {
    return this.config.sftp.hostFingerprint ?? (await this.stored(FINGERPRINT_KEY));
  }

  private async stored(key: string): Promise<string | null> {
    const row = await this.em.fork().findOne(Setting, { key });
    if (!row) return null;
    try {
      return decrypt(row.value, this.key);
    } catch {
      throw new Unreadable(key);
    }
  }

  private async store(em: EntityManager, key: string, plain: string): Promise<void> {
    const value = encrypt(plain, this.key);
    const existing = await em.findOne(Setting, { key });
    if (existing) {
      existing.value = value;
      existing.updated_at = new Date();
    } else {
      em.persist(em.create(Setting, { key, value, updated_at: new Date() }));
    }
  }

  private settingsWith(target: SftpTarget, password: string, fingerprint: string): SftpSettings {
    const { timeoutMs, retries } = this.config.sftp;
    return { ...target, password, host_fingerprint: fingerprint, timeout_ms: timeoutMs, retries };
  }
}

/** Saving again overwrites what SECRET_KEY no longer opens. */
function ignoreUnreadable<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof Unreadable) return fallback;
    throw error;
  };
}

function definedOnly(changes: Partial<SftpTarget>): Partial<SftpTarget> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<SftpTarget>;
}

/** The fingerprint the operator accepts, checked to be one before anything connects with it. */
function acceptable(fingerprint: string): string {
  try {
    parseFingerprint(fingerprint);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  return fingerprint.trim();
}
