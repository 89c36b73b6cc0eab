import { createHash } from 'node:crypto';
import { SftpError } from './sftp-error';

/** OpenSSH's notation for a host key: `SHA256:` and the unpadded base64 of the key blob's digest. */
export function hostKeyFingerprint(keyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=$/, '')}`; // a 32-byte digest has one pad character
}

/**
 * The 32-byte digest a pinned fingerprint stands for, accepting what operators copy: ssh-keygen's
 * `SHA256:...`, bare base64 (padded or not, standard or URL alphabet) or hex (with or without colons).
 */
export function parseFingerprint(pinned: string): Buffer {
  const text = pinned.trim().replace(/^SHA256:/i, '');
  const hex = text.replace(/:/g, '');
  const digest = /^[0-9a-f]{64}$/i.test(hex) ? Buffer.from(hex, 'hex') : Buffer.from(text, 'base64');
  if (digest.length !== 32 || (!/^[0-9a-f]{64}$/i.test(hex) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))) {
    throw new SftpError(
      'config',
      'The pinned SFTP host fingerprint is not a SHA-256 fingerprint (expected SHA256:<base64> as printed by ssh-keygen -lf, or 64 hex digits)',
    );
  }
  return digest;
}

export function fingerprintMatches(keyBlob: Buffer, pinned: Buffer): boolean {
  return createHash('sha256').update(keyBlob).digest().equals(pinned);
}
