import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDefinition } from '../types';
import { CategoryList } from './CategoryList';
import { MappingList } from './MappingList';

export const categoriesResource: ResourceDefinition = {
  resource: { name: 'categories', list: '/categories', meta: { label: 'Categories', icon: <CategoryIcon /> } },
  routes: [
    { path: '/categories', element: <CategoryList /> },
    { path: '/categories/mappings', element: <MappingList /> },
  ],
};
