import { decrypt, deriveSecretBoxKey, encrypt } from '../../api/src/common/crypto/secret-box';

describe('secret box (stored SFTP password)', () => {
  const key = deriveSecretBoxKey('the configured SECRET_KEY');

  it('gives back what it was given, and never the same box twice', () => {
    const password = 'pässwörd with "quotes" & 🔑';
    const first = encrypt(password, key);
    const second = encrypt(password, key);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decrypt(first, key)).toBe(password);
    expect(decrypt(second, key)).toBe(password);
  });

  it('derives the same key from the same secret, another from another', () => {
    expect(deriveSecretBoxKey('the configured SECRET_KEY').equals(key)).toBe(true);
    expect(deriveSecretBoxKey('another secret').equals(key)).toBe(false);
    expect(() => deriveSecretBoxKey('')).toThrow('A secret is required');
  });

  it('refuses a box opened with another key or altered', () => {
    const box = encrypt('sftp-password', key);
    const message = 'The stored secret cannot be decrypted: SECRET_KEY has changed or the value was altered';
    expect(() => decrypt(box, deriveSecretBoxKey('another secret'))).toThrow(message);
    const [version, iv, tag, data] = box.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decrypt([version, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow(message);
    expect(() => decrypt([version, iv, tag.slice(0, 8), data].join('.'), key)).toThrow(message);
    expect(() => decrypt('plain-text-password', key)).toThrow('Not an encrypted secret');
  });
});
