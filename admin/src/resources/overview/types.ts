import type { components } from '../../types/api-contract';

/** GET /overview, as the API's OpenAPI document describes it (npm run api:types). */
export type Overview = components['schemas']['OverviewView'];
export type FeedHealth = components['schemas']['FeedHealthView'];
export type LastExport = components['schemas']['ExportHistoryItemView'];

/** A row of GET /imports (the imports screen's list): what the start page shows of the latest. */
export interface ImportRun {
  id: number | string;
  kind: string;
  file_names: string[];
  user: string;
  started_at: string;
  finished_at: string | null;
  status: string;
  counts: { read: number; inserted: number; updated: number; unchanged: number; not_found: number; refused: number };
}
