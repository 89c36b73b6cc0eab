import type { components } from './api-contract';

export type User = components['schemas']['UserView'];
export type Role = User['role'];
export type LoginResponse = components['schemas']['LoginResponseView'];

export const ROLES: readonly Role[] = ['user', 'admin', 'readonly'];
