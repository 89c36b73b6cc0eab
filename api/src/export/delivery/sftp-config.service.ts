import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { decrypt, deriveSecretBoxKey, encrypt } from '../../common/crypto/secret-box';
import { badRequest } from '../../common/errors/http-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Setting } from '../entities/setting.entity';
import { parseFingerprint, probeHostKey, SftpSettings, testConnection } from '../sftp';

const PASSWORD_KEY = 'sftp.password';
const FINGERPRINT_KEY = 'sftp.host_fingerprint';

export interface SftpConfigureResult {
  success: boolean;
  message: string;
  host_fingerprint?: string;
}

/**
 * Where exports are delivered: host, port, user, directory, timeout and retries from the configuration;
 * the password, which the operator enters in the dialog, stored encrypted with the secret box under
 * SECRET_KEY, together with the host key fingerprint the operator accepted (or SFTP_HOST_FINGERPRINT).
 * No connection is ever made to an unaccepted key, so the password never reaches another server.
 */
@Injectable()
export class SftpConfigService {
  private readonly key: Buffer;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = deriveSecretBoxKey(config.secretKey);
  }

  async status(): Promise<{ configured: boolean; host_fingerprint: string | null; host: string; port: number; username: string; remote_dir: string }> {
    const { host, port, username, remoteDir } = this.config.sftp;
    const fingerprint = await this.trustedFingerprint();
    return { configured: fingerprint !== null && (await this.stored(PASSWORD_KEY)) !== null, host_fingerprint: fingerprint, host, port, username, remote_dir: remoteDir };
  }

  /** The full settings with the stored password and trusted key, or null when SFTP is not configured. */
  async settings(): Promise<SftpSettings | null> {
    const password = await this.stored(PASSWORD_KEY);
    const fingerprint = await this.trustedFingerprint();
    return password === null || fingerprint === null ? null : this.settingsWith(password, fingerprint);
  }

  /**
   * Without a trusted key, only reads the server's fingerprint for the operator to check (nothing is
   * sent or saved). With one (pinned, accepted now, or accepted before) tests the connection to that
   * key only, and stores password and fingerprint when it works.
   */
  async configure(password: string | undefined, accept?: string): Promise<SftpConfigureResult> {
    if (!password || password.trim() === '') throw badRequest('Please enter your SFTP password');
    const fingerprint = this.config.sftp.hostFingerprint ?? (accept ? acceptable(accept) : await this.stored(FINGERPRINT_KEY));
    if (!fingerprint) {
      const { host, port } = this.config.sftp;
      const presented = await probeHostKey({ ...this.config.sftp, timeout_ms: this.config.sftp.timeoutMs }).catch((error: Error) => {
        throw badRequest(`SFTP connection test failed, the password was not saved: ${error.message}`);
      });
      return {
        success: false,
        host_fingerprint: presented,
        message: `The SFTP server ${host}:${port} presents the host key ${presented}. Compare it with the fingerprint your provider publishes, then accept it to save the password.`,
      };
    }
    const test = await testConnection(this.settingsWith(password, fingerprint));
    if (!test.success) throw badRequest(`SFTP connection test failed, the password was not saved: ${test.error}`);
    const em = this.em.fork();
    await this.store(em, PASSWORD_KEY, encrypt(password, this.key));
    await this.store(em, FINGERPRINT_KEY, encrypt(fingerprint, this.key));
    await em.flush();
    return { success: true, host_fingerprint: fingerprint, message: 'SFTP configured: the connection test succeeded and the password was saved' };
  }

  async test(): Promise<{ success: boolean; error: string | null }> {
    const settings = await this.settings();
    if (!settings) return { success: false, error: 'SFTP is not configured: enter the SFTP password first' };
    const result = await testConnection(settings);
    return { success: result.success, error: result.error ?? null };
  }

  private async trustedFingerprint(): Promise<string | null> {
    return this.config.sftp.hostFingerprint ?? (await this.stored(FINGERPRINT_KEY));
  }

  private async stored(key: string): Promise<string | null> {
    const row = await this.em.fork().findOne(Setting, { key });
    return row ? decrypt(row.value, this.key) : null;
  }

  private async store(em: EntityManager, key: string, value: string): Promise<void> {
    const existing = await em.findOne(Setting, { key });
    if (existing) {
      existing.value = value;
      existing.updated_at = new Date();
    } else {
      em.persist(em.create(Setting, { key, value, updated_at: new Date() }));
    }
  }

  private settingsWith(password: string, fingerprint: string): SftpSettings {
    const { host, port, username, remoteDir, timeoutMs, retries } = this.config.sftp;
    return { host, port, username, password, remote_dir: remoteDir, host_fingerprint: fingerprint, timeout_ms: timeoutMs, retries };
  }
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
