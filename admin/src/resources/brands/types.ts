import type { components } from '../../types/api-contract';

type Schemas = components['schemas'];

/** The wire shapes of the Brands calls, generated from the API's OpenAPI document (npm run api:types). */
export type Brand = Schemas['BrandView'];
/** POST /brands/upload */
export type BrandImportResult = Schemas['BrandImportResultView'];

/** How an import ended, as the wizard's Result step shows it. */
export type WizardOutcome = { ok: true; result: BrandImportResult } | { ok: false; message: string };
/** POST /brands/upload/preview: the file as the import reads it, nothing written. */
export type BrandImportPreview = Schemas['BrandImportPreviewView'];
