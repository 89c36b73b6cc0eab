/** What went wrong, so callers and retries can tell a wrong password from a dropped line. */
export type SftpErrorKind =
  | 'config'
  | 'local_file'
  | 'auth'
  | 'host_key'
  | 'refused'
  | 'not_found'
  | 'timeout'
  | 'connection_lost'
  | 'incomplete'
  | 'folder_missing'
  | 'disk_full'
  | 'remote';

const NOT_RETRYABLE: ReadonlySet<SftpErrorKind> = new Set(['config', 'local_file', 'auth', 'host_key', 'not_found', 'folder_missing', 'disk_full']);

/** An SFTP failure with a message fit for the operator (the export's sftp_error). */
export class SftpError extends Error {
  constructor(
    readonly kind: SftpErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SftpError';
  }

  /** Trying again cannot fix a wrong password, a foreign host key or bad settings. */
  get retryable(): boolean {
    return !NOT_RETRYABLE.has(this.kind);
  }
}
