export type Role = 'admin' | 'user' | 'readonly';

export const ROLES: readonly Role[] = ['user', 'admin', 'readonly'];

export interface User {
  id: number;
  email: string;
  full_name: string | null;
  role: Role;
  is_active: boolean;
  last_login: string | null;
  created_at: string;
}

export interface LoginResponse {
  access_token: string;
  refresh_token?: string;
  token_type: 'bearer';
  expires_in: number;
  user: User;
}
