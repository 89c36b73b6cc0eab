import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000001_auth } from './Migration20261123000001_auth';
import { Migration20261123000002_brands_parts } from './Migration20261123000002_brands_parts';
import { Migration20261123000003_products } from './Migration20261123000003_products';
import { Migration20261123000004_current_items } from './Migration20261123000004_current_items';
import { Migration20261123000005_categories } from './Migration20261123000005_categories';
import { Migration20261123000006_export_jobs } from './Migration20261123000006_export_jobs';
import { Migration20261123000007_availability_values } from './Migration20261123000007_availability_values';
import { Migration20261123000008_product_search } from './Migration20261123000008_product_search';
import { Migration20261124000101_session_chains } from './Migration20261124000101_session_chains';
import { Migration20261124000102_login_attempts } from './Migration20261124000102_login_attempts';
import { Migration20261124000103_shared_state } from './Migration20261124000103_shared_state';
import { Migration20261124000104_product_versions } from './Migration20261124000104_product_versions';
import { Migration20261125000105_export_feeds } from './Migration20261125000105_export_feeds';
import { Migration20261125000106_current_item_keys } from './Migration20261125000106_current_item_keys';
import { Migration20261125000107_current_item_sorts } from './Migration20261125000107_current_item_sorts';
import { Migration20261125000108_imports } from './Migration20261125000108_imports';
import { Migration20261125000127_feed_rules } from './Migration20261125000127_feed_rules';
import { Migration20261125000131_current_list_totals } from './Migration20261125000131_current_list_totals';
import { Migration20261125000140_natural_id_order } from './Migration20261125000140_natural_id_order';
import { Migration20261126000141_current_items_version } from './Migration20261126000141_current_items_version';
import { Migration20261126000150_export_upload_progress } from './Migration20261126000150_export_upload_progress';
import { Migration20261126000160_current_sorted_totals } from './Migration20261126000160_current_sorted_totals';

/**
 * Every migration, in order. Listed explicitly (not discovered from disk) so the same
 * list runs from compiled JavaScript, from TypeScript under jest, and on both databases.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261123000001_auth', class: Migration20261123000001_auth },
  { name: 'Migration20261123000002_brands_parts', class: Migration20261123000002_brands_parts },
  { name: 'Migration20261123000003_products', class: Migration20261123000003_products },
  { name: 'Migration20261123000004_current_items', class: Migration20261123000004_current_items },
  { name: 'Migration20261123000005_categories', class: Migration20261123000005_categories },
  { name: 'Migration20261123000006_export_jobs', class: Migration20261123000006_export_jobs },
  { name: 'Migration20261123000007_availability_values', class: Migration20261123000007_availability_values },
  { name: 'Migration20261123000008_product_search', class: Migration20261123000008_product_search },
  { name: 'Migration20261124000101_session_chains', class: Migration20261124000101_session_chains },
  { name: 'Migration20261124000102_login_attempts', class: Migration20261124000102_login_attempts },
  { name: 'Migration20261124000103_shared_state', class: Migration20261124000103_shared_state },
  { name: 'Migration20261124000104_product_versions', class: Migration20261124000104_product_versions },
  { name: 'Migration20261125000105_export_feeds', class: Migration20261125000105_export_feeds },
  { name: 'Migration20261125000106_current_item_keys', class: Migration20261125000106_current_item_keys },
  { name: 'Migration20261125000107_current_item_sorts', class: Migration20261125000107_current_item_sorts },
  { name: 'Migration20261125000108_imports', class: Migration20261125000108_imports },
  { name: 'Migration20261125000127_feed_rules', class: Migration20261125000127_feed_rules },
  { name: 'Migration20261125000131_current_list_totals', class: Migration20261125000131_current_list_totals },
  { name: 'Migration20261125000140_natural_id_order', class: Migration20261125000140_natural_id_order },
  { name: 'Migration20261126000141_current_items_version', class: Migration20261126000141_current_items_version },
  { name: 'Migration20261126000150_export_upload_progress', class: Migration20261126000150_export_upload_progress },
  { name: 'Migration20261126000160_current_sorted_totals', class: Migration20261126000160_current_sorted_totals },
];
