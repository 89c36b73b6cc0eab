import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { ResourceDefinition } from '../types';
import { ProductsScreen } from './ProductsScreen';

export const productsResource: ResourceDefinition = {
  resource: { name: 'products', list: '/products', meta: { label: 'Products', icon: <Inventory2Icon /> } },
  routes: [{ path: '/products', element: <ProductsScreen /> }],
};
