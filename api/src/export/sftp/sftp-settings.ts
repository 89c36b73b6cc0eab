/** Where and how to deliver a file. The password arrives decrypted; it is never logged or echoed. */
export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Directory on the server; '' or '.' is the login directory. */
  remote_dir: string;
  /** Pinned host key: `SHA256:<base64>` as ssh-keygen prints it, bare base64, or 64 hex digits. */
  host_fingerprint?: string;
  /** Limit for connecting and for any period without progress during a transfer. */
  timeout_ms: number;
  /** Further attempts after a failed one (connection or transfer problems only). */
  retries: number;
}

/** The `sftp_result` of an export job. */
export interface SftpUploadResult {
  remote_file: string;
  file_size_mb: number;
  /** Megabytes per second, the same unit as file_size_mb. */
  upload_speed_mbps: number;
  upload_time_seconds: number;
}

export interface SftpTestResult {
  success: boolean;
  error?: string;
}

export interface SftpUploadOptions {
  /** Bytes sent so far and the file size, as the transfer progresses. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /**
   * Names the temporary remote file `<remote filename>.<transferId>.part` (random when absent),
   * so that removeAbandonedUpload() can find it after a crash.
   */
  transferId?: string;
}
