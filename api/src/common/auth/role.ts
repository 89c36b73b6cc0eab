export const ROLES = ['admin', 'user', 'readonly'] as const;
export type Role = (typeof ROLES)[number];
