import type { ResourceDefinition } from './types';
import { brandsResource } from './brands';
import { productsResource } from './products';
import { categoriesResource } from './categories';
import { currentItemsResource } from './current-items';
import { usersResource } from './users';

/** Every resource of the admin, in navigation order (section 2). */
export const resourceDefinitions: ResourceDefinition[] = [
  brandsResource,
  productsResource,
  categoriesResource,
  currentItemsResource,
  usersResource,
];
