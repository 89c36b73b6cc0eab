import type { RegisterOptions } from 'react-hook-form';
import type { Role } from '../../types/user';

export interface UserFormValues {
  email: string;
  full_name: string | null;
  password?: string;
  access_token?: string;
  role: Role;
  is_active: boolean;
}

export type UserFormMode = 'create' | 'edit';

export const NEW_USER: UserFormValues = {
  email: '',
  full_name: '',
  password: '',
  access_token: '',
  role: 'user',
  is_active: true,
};

const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const PASSWORD_MIN = 8;
const ACCESS_TOKEN_MIN = 16;

type Rules = { [Field in 'email' | 'password' | 'access_token']: RegisterOptions<UserFormValues, Field> };

/** On edit a blank password or access token keeps the current one. */
export function userFormRules(mode: UserFormMode): Rules {
  const creating = mode === 'create';
  const atLeast = (min: number, message: string) => (value: unknown) =>
    !value || String(value).length >= min || message;
  return {
    email: {
      required: 'Email is required',
      pattern: { value: EMAIL_PATTERN, message: 'Invalid email address' },
    },
    password: {
      required: creating && 'Password is required',
      validate: atLeast(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    },
    access_token: {
      required: creating && 'Access token is required for new users',
      validate: atLeast(ACCESS_TOKEN_MIN, `Access token must be at least ${ACCESS_TOKEN_MIN} characters`),
    },
  };
}

/** The request body: blank password and access token are not sent. */
export function toUserPayload(values: UserFormValues): UserFormValues {
  const { password, access_token, ...rest } = values;
  return {
    email: (rest.email ?? '').trim(),
    full_name: rest.full_name?.trim() ?? '',
    role: rest.role,
    is_active: rest.is_active,
    ...(password ? { password } : {}),
    ...(access_token ? { access_token } : {}),
  };
}
