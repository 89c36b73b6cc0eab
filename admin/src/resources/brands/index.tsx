import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceDefinition } from '../types';
import { BrandList } from './BrandList';

// Section 2: / and /brands show the same Brand Management screen.
export const brandsResource: ResourceDefinition = {
  resource: { name: 'brands', list: '/brands', meta: { label: 'Brands', icon: <LocalOfferIcon /> } },
  routes: [
    { path: '/', element: <BrandList /> },
    { path: '/brands', element: <BrandList /> },
  ],
};
