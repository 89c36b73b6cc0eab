import type { User } from '../types/user';

// Fixed storage keys: a session signed in before an upgrade stays signed in.
const USER_KEY = 'user';
const TOKEN_KEY = 'auth_token';

export function readUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

// Set by a deliberate sign-out: the sign-in screen then does not offer to return to
// the screen the previous user was on (only visitors sent to sign in are returned).
let signedOutOnPurpose = false;

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

export function saveSession(user: User, token: string): void {
  signedOutOnPurpose = false;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession({ onPurpose = false } = {}): void {
  signedOutOnPurpose = onPurpose;
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}
