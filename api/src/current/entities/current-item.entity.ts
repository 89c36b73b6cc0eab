import { DecimalType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Availability } from '../../common/csv/parsers';

/**
 * A stock record for one single part or kit, keyed by the item id the supplier's files give.
 * Bulk work (imports, stats) goes through set-based SQL; the entity serves reads and the edit form.
 */
@Entity({ tableName: 'current_items' })
export class CurrentItem {
  [OptionalProps]?: 'brand' | 'is_kit' | 'availability' | 'price' | 'updated_at';

  @PrimaryKey({ type: 'string', length: 100 })
  id!: string;

  @Property({ type: 'string', length: 200 })
  part_number!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  brand: string | null = null;

  @Property({ type: 'boolean' })
  is_kit = false;

  @Property({ type: 'string', length: 16 })
  availability: Availability = 'in stock';

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  price: number | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
