import type { ResourceDefinition } from './types';
import { brandsResource } from './brands';
import { productsResource } from './products';
import { feedDiagnosticsResource } from './feed-diagnostics';
import { categoriesResource } from './categories';
import { currentItemsResource } from './current-items';
import { usersResource } from './users';
import { availabilityValuesResource } from './availability-values';
import { exportResource } from './export';
import { overviewResource } from './overview';

/**
 * Every resource of the admin, in navigation order (Brands, Products, Categories, Current Products, Users first). To add one, create
 * resources/<name>/index.tsx exporting a ResourceDefinition (see ./types.ts) and list it here;
 * App.tsx registers it with Refine, adds its routes and its navigation entry (none with meta.hide).
 */
export const resourceDefinitions: ResourceDefinition[] = [
  brandsResource,
  productsResource,
  feedDiagnosticsResource,
  categoriesResource,
  currentItemsResource,
  usersResource,
  availabilityValuesResource,
  overviewResource,
  exportResource,
];
