import type { AuthProvider } from '@refinedev/core';
import type { LoginResponse, User } from '../types/user';
import { http } from './http';
import { serverMessageOr } from './api-error';
import { clearSession, readUser, saveSession } from './session';

export interface Credentials {
  email: string;
  password: string;
  access_token: string;
}

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

export const authProvider: AuthProvider = {
  login: async ({ email, password, access_token }: Credentials) => {
    try {
      const { data } = await http.post<LoginResponse>('/auth/login', { email, password, access_token });
      saveSession(data.user, data.access_token);
      return { success: true, redirectTo: '/', successNotification: { message: 'Login successful!' } };
    } catch (error) {
      return { success: false, error: { name: 'Login failed', message: serverMessageOr(error, LOGIN_FAILED_MESSAGE) } };
    }
  },
  logout: async () => {
    try {
      await http.post('/auth/logout');
    } catch {
      // The server-side token may already be gone; signing out locally is what matters.
    }
    clearSession({ onPurpose: true });
    return { success: true, redirectTo: '/login' };
  },
  // Only the presence of the stored user record gates the routes.
  check: async () =>
    readUser() ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true },
  getIdentity: async (): Promise<User | null> => readUser(),
  getPermissions: async () => readUser()?.role ?? null,
  onError: async (error: { statusCode?: number }) =>
    error?.statusCode === 401 ? { logout: true, redirectTo: '/login', error: error as Error } : {},
};
