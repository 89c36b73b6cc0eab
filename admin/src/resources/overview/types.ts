import type { components } from '../../types/api-contract';

/** GET /overview, as the API's OpenAPI document describes it (npm run api:types). */
export type Overview = components['schemas']['OverviewView'];
export type FeedHealth = components['schemas']['FeedHealthView'];
export type LastExport = components['schemas']['ExportHistoryItemView'];
