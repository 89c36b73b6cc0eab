/**
 * Supplies the Google product category mapped to a product type, for a product that has no
 * google_product_category of its own. ProductsModule binds it to the Categories module's CategoryResolver;
 * the narrow interface keeps products independent of how mappings are stored.
 */
export interface ProductCategoryResolver {
  resolve(productType: string | null | undefined): Promise<{ full_path: string } | null>;
}

export const CATEGORY_RESOLVER = Symbol('ProductCategoryResolver');
