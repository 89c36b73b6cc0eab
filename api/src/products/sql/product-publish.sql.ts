/**
 * Publishing creates or refreshes a draft's live copy with one INSERT … SELECT … ON CONFLICT (draft_product_id)
 * DO UPDATE, the same on SQLite and PostgreSQL: the copy is made inside the database, atomic however often the
 * draft is published, without loading either row into an entity and flushing it back.
 */
import { inList } from '../../common/sql/placeholders';
import { rawNumber } from '../../common/sql/raw-values';
import { defineQuery, defineStatement } from '../../common/sql/statement';
import { PRODUCT_STORED_COLUMNS } from '../product-fields';

const COPIED = ['brand_id', ...PRODUCT_STORED_COLUMNS];

/** Copies `count` drafts (the last bindings) to their live copies; the bindings before them are is_live, published_at, created_at and updated_at. */
export const PUBLISH_DRAFTS = defineStatement<unknown[], number>({
  sql: (count) => `INSERT INTO live_products (draft_product_id, ${COPIED.join(', ')}, is_live, published_at, created_at, updated_at)
       SELECT id, ${COPIED.join(', ')}, ?, ?, ?, ? FROM draft_products WHERE id ${inList(count)}
       ON CONFLICT (draft_product_id) DO UPDATE SET
         ${[...COPIED, 'is_live', 'published_at', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
  review: [2],
});

export const LIVE_ID_OF_DRAFT = defineQuery<[draftId: number], number>({
  sql: 'SELECT id FROM live_products WHERE draft_product_id = ?',
  map: (row) => rawNumber(row.id),
});
