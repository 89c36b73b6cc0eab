import PeopleIcon from '@mui/icons-material/People';
import { AdminOnly } from '../../components/AdminOnly';
import type { ResourceDefinition } from '../types';
import { UserList } from './UserList';

export const usersResource: ResourceDefinition = {
  resource: {
    name: 'users',
    list: '/users',
    meta: { label: 'Users', icon: <PeopleIcon />, path: 'auth/users', adminOnly: true },
  },
  routes: [
    {
      path: '/users',
      element: (
        <AdminOnly>
          <UserList />
        </AdminOnly>
      ),
    },
  ],
};
