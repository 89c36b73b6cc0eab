import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const MAPPING_SOURCES = ['manual', 'suggested', 'upload'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

/**
 * A part type linked to a taxonomy category. `category_id` is a plain column, not a
 * foreign key: re-uploading the taxonomy must never cascade into the mappings; a
 * mapping whose category vanished is reported as orphaned instead.
 */
@Entity({ tableName: 'category_mappings' })
export class CategoryMapping {
  [OptionalProps]?: 'confidence' | 'source' | 'created_at' | 'updated_at' | 'created_by';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255 })
  part_type!: string;

  /** Trimmed, lowercased part type: one mapping per part type whatever its capitalisation. */
  @Property({ type: 'string', length: 255, unique: true, hidden: true })
  part_type_key!: string;

  @Property({ type: 'integer' })
  category_id!: number;

  @Property({ type: 'double', nullable: true })
  confidence: number | null = null;

  @Property({ type: 'string', length: 16 })
  source: MappingSource = 'manual';

  @Property({ type: 'datetime' })
  created_at: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updated_at: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  created_by: number | null = null;
}
