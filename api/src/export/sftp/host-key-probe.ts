import { hostKeyFingerprint } from './host-fingerprint';
import { SftpError } from './sftp-error';
import { connectionFailure } from './sftp-failure';
import { SftpSettings } from './sftp-settings';

/**
 * The server's host key fingerprint, read at first contact and refused at once: the connection ends
 * in the key exchange, before any authentication, so no password is sent to a server not yet trusted.
 */
export async function probeHostKey({ host, port, username, timeout_ms }: Pick<SftpSettings, 'host' | 'port' | 'username' | 'timeout_ms'>): Promise<string> {
  const { Client } = await import('ssh2');
  return new Promise<string>((done, fail) => {
    const client = new Client();
    let fingerprint: string | undefined;
    const finish = (error?: Error) => {
      client.destroy();
      if (fingerprint) done(fingerprint);
      else
        fail(
          (error && connectionFailure(error, { host, port, username, timeoutMs: timeout_ms })) ??
            new SftpError('connection_lost', `Could not read the SFTP host key of ${host}:${port}: ${error?.message ?? 'the connection closed'}. Check the host and port in the SFTP settings`),
        );
    };
    client.on('error', finish);
    client.on('close', () => finish());
    client.on('ready', () => finish());
    client.connect({
      host,
      port,
      username,
      readyTimeout: timeout_ms,
      hostVerifier: (key: Buffer) => {
        fingerprint = hostKeyFingerprint(key);
        return false;
      },
    });
  });
}
