import { RecordedImportView } from '../imports/import-views';
import { ApiProperty } from '@nestjs/swagger';

/** One row of the Draft Products or Live Products tab. */
export class ProductListItemView {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'D-000042', required: false }) draft_id?: string;
  @ApiProperty({
    example: 'L-000007',
    required: false,
    nullable: true,
    type: String,
    description: "The live copy's id; on a draft, null while it is not published",
  })
  live_id?: string | null;
  @ApiProperty({
    example: 7,
    required: false,
    nullable: true,
    type: Number,
    description: "A draft's live copy as a number, for /parts/live/{id}; null while it is not published",
  })
  live_product_id?: number | null;
  @ApiProperty({ example: 'BRK-1001' }) part_number!: string;
  @ApiProperty({ example: 'Front brake pad set' }) title!: string;
  @ApiProperty({ example: 3 }) brand_id!: number;
  @ApiProperty({ example: 'Bosch' }) brand!: string;
  @ApiProperty({ example: 49.99 }) price!: number;
  @ApiProperty({ example: false }) is_kit!: boolean;
  @ApiProperty({ example: false, description: 'Whether the draft has a live copy (always true on the live list)' })
  is_live!: boolean;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time', nullable: true, required: false }) published_at?: Date | null;
}

export class ProductPageView {
  @ApiProperty({ type: [ProductListItemView] }) products!: ProductListItemView[];
  @ApiProperty({ example: 1250 }) total!: number;
}

/** Everything the Product Details dialog shows. */
export class ProductDetailView extends ProductListItemView {
  @ApiProperty({ example: 'online:en:US:BRK-1001', nullable: true, type: String }) google_id!: string | null;
  @ApiProperty({ example: 'Ceramic pads for 2015-2020 sedans' }) description!: string;
  @ApiProperty({ example: 'https://shop.example.com/p/BRK-1001' }) link!: string;
  @ApiProperty({ example: 'https://shop.example.com/img/BRK-1001.jpg' }) image_link!: string;
  @ApiProperty({ example: 'in stock', nullable: true, type: String }) availability!: string | null;
  @ApiProperty({ example: 'new', nullable: true, type: String }) condition!: string | null;
  @ApiProperty({ example: '04047024521342', nullable: true, type: String }) gtin!: string | null;
  @ApiProperty({ example: '0986494294', nullable: true, type: String }) mpn!: string | null;
  @ApiProperty({
    example: 'Vehicles & Parts > Vehicle Parts & Accessories',
    nullable: true,
    type: String,
    description: "The product's own category, else the one mapped to its product_type",
  })
  google_product_category!: string | null;
  @ApiProperty({ example: 'Brake Pads', nullable: true, type: String }) product_type!: string | null;
  @ApiProperty({ example: 'https://shop.example.com/img/BRK-1001-side.jpg', nullable: true, type: String }) additional_image_link!: string | null;
  @ApiProperty({ example: 44.99, nullable: true, type: Number }) sale_price!: number | null;
  @ApiProperty({ example: '2026-12-01T00:00-05:00/2026-12-24T23:59-05:00', nullable: true, type: String }) sale_price_effective_date!: string | null;
  @ApiProperty({ example: '2.5 lb', nullable: true, type: String }) shipping_weight!: string | null;
  @ApiProperty({ example: 'Ceramic', nullable: true, type: String }) material!: string | null;
  @ApiProperty({ example: 'Toyota', nullable: true, type: String }) vehicle_make!: string | null;
  @ApiProperty({ example: 'Camry', nullable: true, type: String }) vehicle_model!: string | null;
  @ApiProperty({ example: '2018', nullable: true, type: String }) vehicle_year!: string | null;
  @ApiProperty({ example: 'winter-sale', nullable: true, type: String }) custom_label_0!: string | null;
  @ApiProperty({ example: 'top-seller', nullable: true, type: String }) custom_label_1!: string | null;
  @ApiProperty({ example: 'brakes', nullable: true, type: String }) custom_label_2!: string | null;
  @ApiProperty({ example: 'front-axle', nullable: true, type: String }) custom_label_3!: string | null;
  @ApiProperty({ example: 'warehouse-a', nullable: true, type: String }) custom_label_4!: string | null;
  @ApiProperty({ example: '2026-11-23T09:30:00.000Z', type: String, format: 'date-time' }) updated_at!: Date;
}

export class ImportStatsView {
  @ApiProperty({ example: 120, description: 'Data rows read from all files' }) total_rows!: number;
  @ApiProperty({ example: 118, description: 'Rows saved as drafts (new or updated)' }) processed!: number;
  @ApiProperty({ example: 2, description: 'Rows rejected' }) errors!: number;
  @ApiProperty({
    example: 5,
    description: 'Saved rows whose part number already had a draft or came earlier in this import (the last one wins)',
  })
  duplicates!: number;
}

export class ImportRowErrorView {
  @ApiProperty({ example: 'brakes.csv' }) file!: string;
  @ApiProperty({ example: 7 }) line!: number;
  @ApiProperty({ example: 'price', required: false }) field?: string;
  @ApiProperty({ example: 'abc', required: false, description: 'The value as the file gave it' }) value?: string;
  @ApiProperty({ example: "must be a number like 19.99, got 'abc'" }) reason!: string;
}

export class ProductImportResultView extends RecordedImportView {
  @ApiProperty({ type: ImportStatsView }) stats!: ImportStatsView;
  @ApiProperty({ type: [ImportRowErrorView], description: 'The first 100 problems of rejected rows (every problem of a row)' }) errors!: ImportRowErrorView[];
  @ApiProperty({ example: ["brakes.csv: ignored unknown columns 'colour'"], type: [String], description: 'Remarks that rejected nothing, e.g. ignored columns' }) warnings!: string[];
}

/** One rule of Google's product data the product breaks (the rules diagnostics and publish use). */
export class ProductIssueView {
  @ApiProperty({ example: 'invalid_gtin' }) code!: string;
  @ApiProperty({ example: 'error', description: 'error: publishing is refused and the feed leaves it out; warning: it goes through' }) severity!: string;
  @ApiProperty({ example: 'gtin' }) attribute!: string;
  @ApiProperty({ example: "gtin '123' must have 8, 12, 13 or 14 digits" }) message!: string;
}

/** A draft with the feed problems it would have, shown before Publish. */
export class DraftDetailView extends ProductDetailView {
  @ApiProperty({ type: [ProductIssueView], description: 'Every rule the draft breaks; Publish is refused while any is an error' })
  issues!: ProductIssueView[];
}

export class PublishRefusalView {
  @ApiProperty({ example: 42, description: 'Draft product id' }) id!: number;
  @ApiProperty({ example: 'BRK-1001' }) part_number!: string;
  @ApiProperty({ type: [ProductIssueView], description: 'The errors that keep it out of the feed' })
  issues!: Omit<ProductIssueView, 'severity'>[];
}

export class BulkPublishResultView {
  @ApiProperty({ example: 118, description: 'Drafts published (live copies created or refreshed)' }) published!: number;
  @ApiProperty({ type: [PublishRefusalView], description: 'Drafts not published because they break a rule with an error' })
  refused!: PublishRefusalView[];
}

export class ProductRemovedView {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'L-000007 was unpublished: it left the live list and the product feed; its draft stays' }) message!: string;
}
