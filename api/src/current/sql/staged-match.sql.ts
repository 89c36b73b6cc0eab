/**
 * How a staged row names items (by id, or by part number of its type when it gives one), as the join
 * condition the imports' set-based statements share: a join against a temporary table of the import's
 * connection, over millions of rows, which the ORM cannot express.
 */
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { SORTED } from './import-stage.sql';

/** SQL condition: staged row `s` (the first of its key) names item `item`. */
export function namesItem(byId: boolean, item: string): string {
  const key = byId ? `${item}.id = s.item_key` : `${item}.part_number = s.item_key`;
  return `s.by_id = ${byId ? 'TRUE' : 'FALSE'} AND ${key} AND (s.is_kit IS NULL OR ${item}.is_kit = s.is_kit)`;
}

/** Counts the staged rows of one way of naming items that would change at least one item (`changes` over `current_items` and `s`). */
export const COUNT_CHANGING = defineQuery<[], number, { byId: boolean; changes: string }>({
  sql: ({ byId, changes }) => `SELECT COUNT(*) AS n FROM ${SORTED} s
       WHERE s.by_id = ${byId ? 'TRUE' : 'FALSE'}
         AND EXISTS (SELECT 1 FROM current_items WHERE ${namesItem(byId, 'current_items')} AND (${changes}))`,
  map: (row) => rawNumber(row?.n),
  review: [
    { byId: true, changes: '<the changes an import makes>' },
    { byId: false, changes: '<the changes an import makes>' },
  ],
});

/** The staged rows of one way of naming items that name no item, as problems of the import (imports/ImportLog); binds the file name. */
export const NOT_FOUND_PROBLEMS = defineStatement<[file: string], boolean>({
  sql: (byId) => `SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line,
       '${byId ? 'id' : 'item_number'}' AS column_name, s.item_key AS value,
       CASE WHEN s.is_kit IS NULL THEN 'no item has this ${byId ? 'id' : 'item number'}'
            ELSE 'no ' || CASE WHEN s.is_kit THEN 'kit' ELSE 'single' END || ' has this ${byId ? 'id' : 'item number'}' END AS reason
       FROM ${SORTED} s
       WHERE s.by_id = ${byId ? 'TRUE' : 'FALSE'}
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE ${namesItem(byId, 'c')})
       ORDER BY s.line`,
  review: [true, false],
});
