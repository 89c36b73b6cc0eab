import CategoryIcon from '@mui/icons-material/Category';
import { PageHeader } from '../../components/PageHeader';
import type { ResourceDefinition } from '../types';

// Placeholder until the categories screen is built.
const screen = <PageHeader title="Categories" />;

export const categoriesResource: ResourceDefinition = {
  resource: { name: 'categories', list: '/categories', meta: { label: 'Categories', icon: <CategoryIcon /> } },
  routes: [{ path: '/categories', element: screen }],
};
