import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000001_auth } from './Migration20261123000001_auth';

/**
 * Every migration, in order. Listed explicitly (not discovered from disk) so the same
 * list runs from compiled JavaScript, from TypeScript under jest, and on both databases.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261123000001_auth', class: Migration20261123000001_auth },
];
