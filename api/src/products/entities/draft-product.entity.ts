import { Entity, Index, OptionalProps, Unique } from '@mikro-orm/core';
import { ProductFieldsBase, ProductOptionalProps } from './product-fields.base';

/**
 * A product imported from a brand's CSV file. One draft per (brand, part number): a re-import
 * updates it. Its display id (draft_id, e.g. D-000042) is derived from `id`, see product-ids.ts.
 */
@Entity({ tableName: 'draft_products' })
@Unique({ properties: ['brand', 'part_number'] })
@Index({ properties: ['created_at', 'id', 'brand', 'search_key'] })
export class DraftProduct extends ProductFieldsBase {
  [OptionalProps]?: ProductOptionalProps;
}
