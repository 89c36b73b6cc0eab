import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Brand } from '../../brands/entities/brand.entity';

/** A part number is unique within its brand; the same number may exist under another brand. */
@Entity({ tableName: 'parts' })
@Unique({ properties: ['brand', 'part_number'] })
export class Part {
  [OptionalProps]?: 'part_type' | 'created_at' | 'updated_at';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Brand, { fieldName: 'brand_id', deleteRule: 'cascade' })
  brand!: Brand;

  @Property({ type: 'string', length: 200 })
  part_number!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  part_type: string | null = null;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
