/**
 * Exports stream the parts in keyset batches: the row-value comparison (brand_id, part_number) > (?, ?),
 * which SQLite and PostgreSQL both support, makes each batch a range of the (brand_id, part_number)
 * unique index instead of an OFFSET that rescans what came before, so every batch costs the same
 * however many parts there are. Bound with the last brand_id and part_number read, then the batch size.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery } from '../../common/sql/statement';

export interface ExportPartRow {
  id: number;
  brand_id: number;
  part_number: string;
  part_type: string | null;
}

export const PARTS_AFTER = defineQuery<[brandId: number, partNumber: string, limit: number], ExportPartRow>({
  sql: `
  SELECT id, brand_id, part_number, part_type FROM parts
  WHERE (brand_id, part_number) > (?, ?)
  ORDER BY brand_id, part_number LIMIT ?`,
  map: (row) => ({
    id: rawNumber(row.id),
    brand_id: rawNumber(row.brand_id),
    part_number: String(row.part_number),
    part_type: row.part_type == null ? null : String(row.part_type),
  }),
});
