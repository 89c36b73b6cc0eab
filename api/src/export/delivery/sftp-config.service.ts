import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import { decrypt, deriveSecretBoxKey, encrypt } from '../../common/crypto/secret-box';
import { badRequest } from '../../common/errors/http-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Setting } from '../entities/setting.entity';
import { SftpSettings, testConnection } from '../sftp';

const PASSWORD_KEY = 'sftp.password';

/**
 * Where exports are delivered: host, port, user, directory, pinned key, timeout and retries from
 * the configuration; the password, which the operator enters in the dialog, stored encrypted with
 * the secret box under SECRET_KEY. The password never leaves this class except to the SFTP client.
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

  async status(): Promise<{ configured: boolean; host: string; port: number; username: string; remote_dir: string }> {
    const { host, port, username, remoteDir } = this.config.sftp;
    return { configured: (await this.storedPassword()) !== null, host, port, username, remote_dir: remoteDir };
  }

  /** The full settings with the stored password, or null when no password has been configured. */
  async settings(): Promise<SftpSettings | null> {
    const password = await this.storedPassword();
    return password === null ? null : this.settingsWith(password);
  }

  /** Tests the connection with `password`; only when it works is the password stored. */
  async configure(password: string | undefined): Promise<{ success: boolean; message: string }> {
    if (!password || password.trim() === '') throw badRequest('Please enter your SFTP password');
    const test = await testConnection(this.settingsWith(password));
    if (!test.success) throw badRequest(`SFTP connection test failed, the password was not saved: ${test.error}`);
    const em = this.em.fork();
    const value = encrypt(password, this.key);
    const existing = await em.findOne(Setting, { key: PASSWORD_KEY });
    if (existing) {
      existing.value = value;
      existing.updated_at = new Date();
    } else {
      em.persist(em.create(Setting, { key: PASSWORD_KEY, value, updated_at: new Date() }));
    }
    await em.flush();
    return { success: true, message: 'SFTP configured: the connection test succeeded and the password was saved' };
  }

  async test(): Promise<{ success: boolean; error: string | null }> {
    const settings = await this.settings();
    if (!settings) return { success: false, error: 'SFTP is not configured: enter the SFTP password first' };
    const result = await testConnection(settings);
    return { success: result.success, error: result.error ?? null };
  }

  private async storedPassword(): Promise<string | null> {
    const row = await this.em.fork().findOne(Setting, { key: PASSWORD_KEY });
    return row ? decrypt(row.value, this.key) : null;
  }

  private settingsWith(password: string): SftpSettings {
    const { host, port, username, remoteDir, hostFingerprint, timeoutMs, retries } = this.config.sftp;
    return {
      host,
      port,
      username,
      password,
      remote_dir: remoteDir,
      host_fingerprint: hostFingerprint,
      timeout_ms: timeoutMs,
      retries,
    };
  }
}
