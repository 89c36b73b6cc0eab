import { createHash, randomBytes } from 'node:crypto';

/** Random bearer tokens carry enough entropy that a plain digest is a safe way to look them up. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
