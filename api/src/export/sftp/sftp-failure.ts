import { SftpError } from './sftp-error';

/** Where a failure happened, to name it in the message. */
export interface SftpFailureContext {
  host: string;
  port: number;
  username: string;
  timeoutMs: number;
}

type CauseError = Error & { level?: string; code?: string | number };

/** The operator's words for each failure: what failed, then what to check. The one place these texts live. */
export const SFTP_FAILURE_WORDS = {
  notFound: (host: string) => `SFTP host '${host}' could not be found. Check the host name in the SFTP settings and that this server can resolve it (DNS)`,
  refused: (where: string) => `SFTP connection refused by ${where}: no SFTP server is listening there. Check the host and port in the SFTP settings, and that the provider's server is up`,
  timeout: (where: string, seconds: number) =>
    `SFTP connection to ${where} timed out after ${seconds} s. Check the host and port, and that no firewall blocks this server from reaching it`,
  authentication: (username: string, where: string) =>
    `SFTP authentication failed for user '${username}' on ${where}: wrong username or password. Check the user in the SFTP settings and enter the password again`,
  noHandshake: (where: string) =>
    `SFTP connection to ${where} closed before the SSH handshake: the server there does not speak SFTP. Check the host and port in the SFTP settings`,
  lost: (where: string, reason: string) => `SFTP connection to ${where} was lost: ${reason}. Check the network and try again`,
  folderMissing: (dir: string, where: string) => `SFTP remote directory '${dir}' does not exist on ${where}. Check the folder in the SFTP settings, or create it on the server`,
  notWritable: (username: string, dir: string, where: string) =>
    `SFTP user '${username}' may not write to remote directory '${dir}' on ${where}. Check the folder in the SFTP settings, or ask the provider for write access`,
  diskFull: (where: string) => `The SFTP server ${where} could not store the file: its disk is full or the account's quota is used up. Ask the provider to free space or raise the quota, then export again`,
};

/** The library's message without its call-site prefixes ("getConnection: ", "_put: "). */
export function plainMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^(?:\w+(?:->|: ))+/, '') || text;
}

/**
 * A connection-level failure (DNS, TCP, SSH handshake, sign-in, time-out) as an SftpError in the operator's
 * words; null when the cause is none of these (a remote operation failed: the caller says which).
 */
export function connectionFailure(cause: CauseError, context: SftpFailureContext, timedOut = false): SftpError | null {
  const where = `${context.host}:${context.port}`;
  const message = plainMessage(cause);
  if (timedOut || cause.level === 'client-timeout' || /timed out/i.test(message)) {
    return new SftpError('timeout', SFTP_FAILURE_WORDS.timeout(where, context.timeoutMs / 1000));
  }
  if (cause.level === 'client-authentication' || /authentication methods failed/i.test(message)) {
    return new SftpError('auth', SFTP_FAILURE_WORDS.authentication(context.username, where));
  }
  if (cause.code === 'ECONNREFUSED') return new SftpError('refused', SFTP_FAILURE_WORDS.refused(where));
  if (cause.code === 'ENOTFOUND' || cause.code === 'EAI_AGAIN') return new SftpError('not_found', SFTP_FAILURE_WORDS.notFound(context.host));
  if (/before handshake/i.test(message)) return new SftpError('connection_lost', SFTP_FAILURE_WORDS.noHandshake(where));
  return null;
}

/** A failed write of the upload: the folder, the rights or the space, when the server's status says which. */
export function writeFailure(error: SftpError, dir: string, context: SftpFailureContext): SftpError {
  const where = `${context.host}:${context.port}`;
  if (/no such file/i.test(error.message)) return new SftpError('folder_missing', SFTP_FAILURE_WORDS.folderMissing(dir, where));
  if (/permission denied/i.test(error.message)) return new SftpError('config', SFTP_FAILURE_WORDS.notWritable(context.username, dir, where));
  // OpenSSH's sftp-server answers a bare "Failure" to a write on a full disk or a used-up quota.
  if (/no space|quota|disk full|\bfailure\b/i.test(error.message)) return new SftpError('disk_full', SFTP_FAILURE_WORDS.diskFull(where));
  return error;
}
