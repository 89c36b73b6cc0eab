import { Entity, Index, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import { DraftProduct } from './draft-product.entity';
import { ProductFieldsBase, ProductOptionalProps } from './product-fields.base';

/**
 * The published copy of a draft. One per draft: publishing again overwrites it. Its display id
 * (live_id, e.g. L-000007) is derived from `id`, see product-ids.ts.
 */
@Entity({ tableName: 'live_products' })
@Index({ properties: ['published_at', 'id', 'brand', 'search_key'] })
export class LiveProduct extends ProductFieldsBase {
  [OptionalProps]?: ProductOptionalProps | 'is_live';

  /** Kept when the draft goes away, so a live product outlives its draft. */
  @ManyToOne(() => DraftProduct, { fieldName: 'draft_product_id', nullable: true, unique: true, deleteRule: 'set null' })
  draft!: DraftProduct | null;

  @Property({ type: 'boolean' })
  is_live = true;

  @Property({ type: 'datetime' })
  published_at!: Date;
}
