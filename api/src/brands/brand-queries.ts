import { rawBoolean, rawDate, rawNumber } from '../common/sql/raw-values';
import { BrandView } from './brand-views';

/** Brand columns plus parts_count counted by the database, so the count is never stale. */
export const BRAND_SELECT = `
  SELECT b.id, b.name, b.active, b.created_at, b.updated_at,
         (SELECT COUNT(*) FROM parts p WHERE p.brand_id = b.id) AS parts_count
  FROM brands b`;

export function toBrandView(row: Record<string, unknown>): BrandView {
  return {
    id: rawNumber(row.id),
    name: String(row.name),
    active: rawBoolean(row.active),
    parts_count: rawNumber(row.parts_count),
    created_at: rawDate(row.created_at),
    updated_at: rawDate(row.updated_at),
  };
}
