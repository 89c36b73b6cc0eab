import { rawDate, rawNumber } from '../common/sql/raw-values';
import { PartView } from './part-views';

/** Part columns with the brand's name joined in. */
export const PART_SELECT = `
  SELECT p.id, p.brand_id, b.name AS brand_name, p.part_number, p.part_type, p.created_at, p.updated_at
  FROM parts p JOIN brands b ON b.id = p.brand_id`;

export const PART_COUNT = 'SELECT COUNT(*) AS total FROM parts p JOIN brands b ON b.id = p.brand_id';

export function toPartView(row: Record<string, unknown>): PartView {
  return {
    id: rawNumber(row.id),
    brand_id: rawNumber(row.brand_id),
    brand_name: String(row.brand_name),
    part_number: String(row.part_number),
    part_type: row.part_type == null ? null : String(row.part_type),
    created_at: rawDate(row.created_at),
    updated_at: rawDate(row.updated_at),
  };
}
