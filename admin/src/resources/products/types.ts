export type ProductKind = 'draft' | 'live';

/** A row of the Draft Products or Live Products tab (GET /parts/draft, /parts/live). */
export interface ProductRow {
  id: number;
  draft_id?: string;
  live_id?: string;
  part_number: string;
  title: string;
  brand_id: number;
  brand: string;
  price: number;
  is_kit: boolean;
  is_live: boolean;
  created_at: string;
  published_at?: string | null;
}

export interface ProductPage {
  products: ProductRow[];
  total: number;
}

/** Everything the Product Details dialog shows (GET /parts/draft/{id}, /parts/live/{id}). */
export interface ProductDetail extends ProductRow {
  google_id: string | null;
  description: string;
  link: string;
  image_link: string;
  availability: string | null;
  condition: string | null;
  gtin: string | null;
  mpn: string | null;
  google_product_category: string | null;
  product_type: string | null;
  additional_image_link: string | null;
  sale_price: number | null;
  sale_price_effective_date: string | null;
  shipping_weight: string | null;
  material: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: string | null;
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
  custom_label_3: string | null;
  custom_label_4: string | null;
  updated_at: string;
}

export interface ProductImportResult {
  stats: { total_rows: number; processed: number; errors: number; duplicates: number };
  errors: Array<{ file: string; line: number; field?: string; reason: string }>;
  warnings: string[];
}

export interface BrandOption {
  id: number;
  name: string;
}
