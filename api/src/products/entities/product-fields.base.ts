import { DecimalType, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Brand } from '../../brands/entities/brand.entity';

/** The properties that have defaults, for each product entity's [OptionalProps]. */
export type ProductOptionalProps = 'google_id' | 'availability' | 'condition' | 'gtin' | 'mpn' | 'google_product_category'
  | 'product_type' | 'additional_image_link' | 'sale_price' | 'sale_price_effective_date' | 'shipping_weight'
  | 'material' | 'vehicle_make' | 'vehicle_model' | 'vehicle_year' | 'custom_label_0' | 'custom_label_1'
  | 'custom_label_2' | 'custom_label_3' | 'custom_label_4' | 'is_kit' | 'created_at' | 'updated_at';

/** The columns a draft product and its live copy share (Google attribute names). */
export abstract class ProductFieldsBase {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Brand, { fieldName: 'brand_id', deleteRule: 'cascade' })
  brand!: Brand;

  @Property({ type: 'string', length: 200 })
  part_number!: string;

  @Property({ type: 'text', nullable: true })
  google_id: string | null = null;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  link!: string;

  @Property({ type: 'text' })
  image_link!: string;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2 })
  price!: number;

  @Property({ type: 'text', nullable: true })
  availability: string | null = null;

  @Property({ type: 'text', nullable: true })
  condition: string | null = null;

  @Property({ type: 'text', nullable: true })
  gtin: string | null = null;

  @Property({ type: 'text', nullable: true })
  mpn: string | null = null;

  @Property({ type: 'text', nullable: true })
  google_product_category: string | null = null;

  @Property({ type: 'text', nullable: true })
  product_type: string | null = null;

  @Property({ type: 'text', nullable: true })
  additional_image_link: string | null = null;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  sale_price: number | null = null;

  @Property({ type: 'text', nullable: true })
  sale_price_effective_date: string | null = null;

  @Property({ type: 'text', nullable: true })
  shipping_weight: string | null = null;

  @Property({ type: 'text', nullable: true })
  material: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehicle_make: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehicle_model: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehicle_year: string | null = null;

  @Property({ type: 'text', nullable: true })
  custom_label_0: string | null = null;

  @Property({ type: 'text', nullable: true })
  custom_label_1: string | null = null;

  @Property({ type: 'text', nullable: true })
  custom_label_2: string | null = null;

  @Property({ type: 'text', nullable: true })
  custom_label_3: string | null = null;

  @Property({ type: 'text', nullable: true })
  custom_label_4: string | null = null;

  @Property({ type: 'boolean' })
  is_kit = false;

  /** Lower-cased part number and title for list searches; see searchKey(). */
  @Property({ type: 'string', length: 300, hidden: true })
  search_key!: string;

  @Property({ type: 'datetime' })
  created_at: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
