import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

export type ProductKind = 'draft' | 'live';

/** Both product lists and the tabs' counts are Refine's resource 'products': a write to it reads them again. */
export const PRODUCTS = 'products';

/** A row of the Draft Products or Live Products tab (GET /parts/draft, /parts/live), generated from the API's OpenAPI document. */
export type ProductRow = Schemas['ProductListItemView'];
/** Everything the Product Details dialog shows (GET /parts/draft/{id}, /parts/live/{id}). */
export type ProductDetail = Schemas['ProductDetailView'];
/** A draft's details with its feed problems (GET /parts/draft/{id}). */
export type DraftDetail = Schemas['DraftDetailView'];
export type ProductIssue = Schemas['ProductIssueView'];
export type BulkPublishResult = Schemas['BulkPublishResultView'];
export type ProductImportResult = Schemas['ProductImportResultView'];
export type BrandOption = Pick<Schemas['BrandView'], 'id' | 'name'>;
