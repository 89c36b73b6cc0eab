import type { EntityManager } from '@mikro-orm/knex';
import { MAX_PAGE_SIZE } from '../../common/paging/page-query';
import { rawNumber } from '../../common/sql/raw-values';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { COUNT_OF_TYPE, keyedAnchors, keyedCount, keyedPage, KeyedWhere, keyedWhere } from '../sql/keyed-list.sql';
import { READ_LIST_VERSION } from '../sql/list-index.sql';
import { COUNT_ALL } from '../sql/list.sql';
import { cleanTerm, ListFilter, ListSlice } from './list-index';
import { CurrentListReader } from './list-reader';

/**
 * Every STEP-th id of a filter's order is remembered, so a page never skips more than STEP index entries.
 * STEP is at least the largest page, so a page spans at most two remembered positions.
 */
const STEP = MAX_PAGE_SIZE;
/** Filters whose totals and anchors are kept until the next change (searches included). */
const FILTERS_KEPT = 200;

/** The unfiltered and by-type totals come from the stats aggregates; other filters are counted. */
function countQuery(filter: ListFilter, where: KeyedWhere): [string, unknown[]] {
  if (cleanTerm(filter.brand) || cleanTerm(filter.search)) return [keyedCount(where), where.params];
  return filter.is_kit === undefined ? [COUNT_ALL, []] : [COUNT_OF_TYPE, [filter.is_kit]];
}

interface Positions {
  total: Promise<number>;
  /** anchors[k] is the id at position k × STEP; read on the first page deeper than STEP. */
  anchors?: Promise<string[]>;
}

/**
 * PostgreSQL: the list is read from current_item_keys (its migration says why), so no process holds the
 * items in memory whatever their number. A filter's total and positions are kept per list version, which
 * every change to ids, part numbers, brands or types bumps in its own transaction, and which each request
 * reads first: a change made through any process is seen by the next request on every process.
 */
export class KeyedListReader extends CurrentListReader {
  private version?: number;
  private readonly filters = new Map<string, Positions>();

  constructor(private readonly em: EntityManager) {
    super();
  }

  async slice(filter: ListFilter, skip: number, limit: number): Promise<ListSlice> {
    const sql = sqlRunner(this.em);
    await this.sync(sql);
    const where = keyedWhere(filter);
    const positions = this.positions(sql, filter, where);
    const [ids, total] = await Promise.all([this.pageIds(sql, where, positions, skip, limit), positions.total]);
    return { ids, total };
  }

  private async sync(sql: SqlRunner): Promise<void> {
    const [row] = await sql.all(READ_LIST_VERSION);
    const version = rawNumber(row?.list_version);
    if (version === this.version) return;
    this.filters.clear();
    this.version = version;
  }

  private positions(sql: SqlRunner, filter: ListFilter, where: KeyedWhere): Positions {
    const key = JSON.stringify(where);
    const kept = this.filters.get(key);
    if (kept) return kept;
    const positions: Positions = { total: this.count(sql, filter, where) };
    positions.total.catch(() => this.filters.delete(key));
    this.filters.set(key, positions);
    // Map keeps insertion order: the first key is the oldest.
    if (this.filters.size > FILTERS_KEPT) this.filters.delete(this.filters.keys().next().value as string);
    return positions;
  }

  private async count(sql: SqlRunner, filter: ListFilter, where: KeyedWhere): Promise<number> {
    const [row] = await sql.all(...countQuery(filter, where));
    return rawNumber(row?.n);
  }

  private async pageIds(sql: SqlRunner, where: KeyedWhere, positions: Positions, skip: number, limit: number): Promise<string[]> {
    if (skip < STEP) return this.ids(sql, keyedPage(where, { from: false, before: false }), [...where.params, limit, skip]);
    positions.anchors ??= sql.all(keyedAnchors(where), [...where.params, STEP]).then((rows) => rows.map((row) => String(row.id)));
    const anchors = await positions.anchors.catch((error: unknown) => {
      positions.anchors = undefined;
      throw error;
    });
    const at = Math.floor(skip / STEP);
    if (at >= anchors.length) return [];
    // A page (at most STEP rows) that starts before position (at + 1) × STEP ends before (at + 2) × STEP:
    // bounding the ids both ways keeps each brand's seek, and any sort, to 2 × STEP rows.
    const before = anchors[at + 2];
    const params = [...where.params, anchors[at], ...(before === undefined ? [] : [before]), limit, skip - at * STEP];
    return this.ids(sql, keyedPage(where, { from: true, before: before !== undefined }), params);
  }

  private async ids(sql: SqlRunner, statement: string, params: unknown[]): Promise<string[]> {
    return (await sql.all(statement, params)).map((row) => String(row.id));
  }
}
