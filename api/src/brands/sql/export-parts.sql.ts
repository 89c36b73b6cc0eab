/**
 * Exports stream the parts in keyset batches: the row-value comparison (brand_id, part_number) > (?, ?),
 * which SQLite and PostgreSQL both support, makes each batch a range of the (brand_id, part_number)
 * unique index instead of an OFFSET that rescans what came before, so every batch costs the same
 * however many parts there are. Bound with the last brand_id and part_number read, then the batch size.
 */
export const PARTS_AFTER = `
  SELECT id, brand_id, part_number, part_type FROM parts
  WHERE (brand_id, part_number) > (?, ?)
  ORDER BY brand_id, part_number LIMIT ?`;
