import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * Reversible encryption for credentials the app must hand on (the SFTP password): AES-256-GCM,
 * so a box that was altered or opened with another key fails instead of yielding garbage.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), a plain string for any text column.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
/** Pinned so a box with a truncated (weaker) tag is refused. */
const TAG_BYTES = 16;
const KEY_SALT = 'partsfeed secret-box v1';

/**
 * The 32-byte key for a configured secret (SECRET_KEY). scrypt, because the secret may be a
 * memorable passphrase; the fixed salt is fine since the result never leaves the process.
 */
export function deriveSecretBoxKey(secret: string): Buffer {
  if (!secret) throw new Error('A secret is required to derive the encryption key');
  return scryptSync(secret, KEY_SALT, 32);
}

export function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decrypt(box: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = box.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Not an encrypted secret');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('The stored secret cannot be decrypted: SECRET_KEY has changed or the value was altered');
  }
}
