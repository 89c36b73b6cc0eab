export { uploadFile, testConnection, removeAbandonedUpload } from './sftp-uploader';
export { SftpError } from './sftp-error';
export type { SftpErrorKind } from './sftp-error';
export type { SftpSettings, SftpUploadResult, SftpTestResult, SftpUploadOptions } from './sftp-settings';
export { hostKeyFingerprint, parseFingerprint } from './host-fingerprint';
export { probeHostKey } from './host-key-probe';
