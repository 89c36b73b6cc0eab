import type { Client as SshClient } from 'ssh2';
import type SftpClient from 'ssh2-sftp-client';
import { fingerprintMatches, hostKeyFingerprint, parseFingerprint } from './host-fingerprint';
import { SftpError } from './sftp-error';
import { connectionFailure, plainMessage, SFTP_FAILURE_WORDS } from './sftp-failure';
import { SftpSettings } from './sftp-settings';

const ignore = () => undefined;

/** Loaded on first use: ssh2 allocates a 16 MB WebAssembly heap when loaded, which a server that never uploads should not carry. */
const loadSftpClient = async () => (await import('ssh2-sftp-client')).default;

/**
 * One SFTP connection with the rules every operation needs: the pinned host key is enforced,
 * nothing may stall longer than `timeout_ms` without progress, and every failure becomes an
 * SftpError whose message says what happened in the operator's terms.
 */
export class SftpSession {
  private lastProgress = Date.now();
  private watchdog?: NodeJS.Timeout;
  private timedOut = false;
  private hostKeyRejected?: string;
  private sshError?: Error & { level?: string; code?: string };

  private constructor(
    readonly client: SftpClient,
    private readonly settings: SftpSettings,
  ) {}

  /**
   * Connects only to the server whose host key has the trusted fingerprint: the key is checked before
   * authentication, so the password is never sent to another server. Without a trusted fingerprint
   * nothing connects (see probeHostKey for the first contact).
   */
  static async open(settings: SftpSettings): Promise<SftpSession> {
    if (!settings.host_fingerprint) {
      throw new SftpError('host_key', `The SFTP host key of ${settings.host}:${settings.port} has not been accepted yet: configure SFTP and accept its fingerprint`);
    }
    const pinned = parseFingerprint(settings.host_fingerprint);
    // The library's default listeners print to the console; failures reach us through the calls instead.
    const client = new (await loadSftpClient())('partsfeed', { error: ignore, end: ignore, close: ignore });
    const session = new SftpSession(client, settings);
    client.on('error', (error: Error) => {
      session.sshError ??= error;
    });
    // Only a prompt that asks for the password, without echo, gets it; anything else an empty answer.
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts: Array<{ prompt: string; echo?: boolean }>, finish: (answers: string[]) => void) =>
      finish(prompts.map(({ prompt, echo }) => (!echo && /password/i.test(prompt) ? settings.password : ''))),
    );
    try {
      await session.run(() =>
        client.connect({
          host: settings.host,
          port: settings.port,
          username: settings.username,
          password: settings.password,
          tryKeyboard: true,
          readyTimeout: settings.timeout_ms,
          hostVerifier: (key: Buffer) => {
            if (fingerprintMatches(key, pinned)) return true;
            session.hostKeyRejected = hostKeyFingerprint(key);
            return false;
          },
        }),
      );
    } catch (error) {
      session.destroy();
      throw error;
    }
    return session;
  }

  /** Marks progress, so a transfer that keeps moving is never cut off by the timeout. */
  progress(): void {
    this.lastProgress = Date.now();
  }

  /** Runs one remote operation under the no-progress timeout, translating its failure. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    this.startWatchdog();
    try {
      return await operation();
    } catch (error) {
      throw this.describe(error);
    } finally {
      this.stopWatchdog();
    }
  }

  async close(): Promise<void> {
    this.stopWatchdog();
    try {
      await Promise.race([this.client.end(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    } catch {
      // Closing a connection that already failed has nothing left to report.
    } finally {
      this.destroy();
    }
  }

  private startWatchdog(): void {
    this.progress();
    const period = Math.max(50, Math.min(1000, this.settings.timeout_ms / 4));
    this.watchdog = setInterval(() => {
      if (Date.now() - this.lastProgress < this.settings.timeout_ms) return;
      this.timedOut = true;
      this.destroy();
    }, period);
  }

  private stopWatchdog(): void {
    clearInterval(this.watchdog);
    this.watchdog = undefined;
  }

  /** Tears the socket down at once: a graceful end can wait forever on a dead peer. */
  private destroy(): void {
    (this.client as unknown as { client: SshClient }).client.destroy();
  }

  private describe(error: unknown): SftpError {
    if (error instanceof SftpError) return error;
    const { host, port, username, timeout_ms } = this.settings;
    const where = `${host}:${port}`;
    const cause = this.sshError ?? (error as Error & { level?: string; code?: string });
    if (this.hostKeyRejected) {
      return new SftpError(
        'host_key',
        `SFTP host key mismatch for ${where}: the server presented ${this.hostKeyRejected}, but the accepted fingerprint is ${this.settings.host_fingerprint}; refusing to connect, nothing was sent. If the provider changed its key, configure SFTP again and accept the new fingerprint`,
      );
    }
    const context = { host, port, username, timeoutMs: timeout_ms };
    const failure = connectionFailure(cause, context, this.timedOut) ?? (cause === error ? null : connectionFailure(error as Error, context));
    if (failure) return failure;
    const message = plainMessage(error);
    if ((cause as { code?: string }).code === 'ECONNRESET' || this.sshError || /unexpected (end|close)|no sftp connection|not connected/i.test(message)) {
      return new SftpError('connection_lost', SFTP_FAILURE_WORDS.lost(where, plainMessage(cause)));
    }
    return new SftpError('remote', `SFTP error on ${where}: ${message}`);
  }
}
