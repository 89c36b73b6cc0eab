import Chip from '@mui/material/Chip';
import PeopleIcon from '@mui/icons-material/People';
import { AdminOnly } from '../../components/AdminOnly';
import { crudResource } from '../../crud/crud-resource';
import { formatDate } from '../../format';
import { ROLES, type User } from '../../types/user';
import { RoleChip } from './RoleChip';
import { EmailInput, PasswordInput, TokenInput } from './user-inputs';
import { NEW_USER, toUserPayload, userFormRules, type UserFormValues } from './user-form';

const BOTH = ['create', 'edit'] as const;

/** User Management: admins list, create, edit and delete users; the pages are generated from this definition. */
export const usersResource = crudResource<User, UserFormValues>({
  name: 'users',
  nav: { label: 'Users', icon: <PeopleIcon />, path: 'auth/users', adminOnly: true },
  list: { title: 'User Management', pageSizes: [10, 25, 50, 100] },
  rowLabel: 'email',
  fields: [
    { name: 'email', label: 'Email', list: { flex: 1, minWidth: 220 }, form: BOTH, input: EmailInput, rules: (mode) => userFormRules(mode).email },
    { name: 'full_name', label: 'Full Name', list: { flex: 1, minWidth: 160 }, render: (user) => user.full_name || '-', form: BOTH },
    { name: 'password', label: 'Password', form: BOTH, input: PasswordInput, rules: (mode) => userFormRules(mode).password },
    { name: 'access_token', label: 'Access Token', form: BOTH, input: TokenInput, rules: (mode) => userFormRules(mode).access_token },
    { name: 'role', label: 'Role', list: { width: 120 }, render: (user) => <RoleChip role={user.role} />, form: BOTH, input: 'select', options: ROLES },
    {
      name: 'is_active',
      label: 'Status',
      list: { width: 120 },
      render: (user) => <Chip size="small" variant="outlined" label={user.is_active ? 'Active' : 'Inactive'} color={user.is_active ? 'success' : 'default'} />,
    },
    { name: 'is_active', label: 'Active', form: BOTH, input: 'switch' },
    { name: 'last_login', label: 'Last Login', list: { width: 140 }, render: (user) => formatDate(user.last_login, 'Never') },
  ],
  create: {
    button: 'Add User',
    title: 'Add User',
    submit: 'Create User',
    messages: { success: 'User created successfully', failure: 'Failed to create user' },
    defaults: NEW_USER,
  },
  edit: { title: 'Edit User', submit: 'Save Changes', messages: { success: 'User updated successfully', failure: 'Failed to update user' } },
  toPayload: (values) => ({ ...toUserPayload(values) }),
  delete: {
    title: 'Delete User',
    confirm: (user) => `Are you sure you want to delete user "${user.email}"? This action cannot be undone.`,
    messages: { success: 'User deleted successfully', failure: 'Failed to delete user' },
    // Admins cannot delete themselves: the server refuses it, so the button is not offered.
    allowed: (user, me) => user.id !== me,
  },
  guard: (page) => <AdminOnly>{page}</AdminOnly>,
});
