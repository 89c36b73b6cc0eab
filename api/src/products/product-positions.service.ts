import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { sqlRunner } from '../common/sql/sql-runner';
import type { ListOrder, ProductKind } from './product-rows';
import { ProductSearchLinesService } from './search-lines/product-search-lines.service';
import { Anchor, COUNT, COUNT_UP_TO, olderThanSql, PLACES, rowsWhere, sameAtUpToSql } from './sql/list-pages.sql';
import { BUMP_VERSIONS, READ_VERSION } from './sql/list-versions.sql';

/** Every STEP-th row of the newest-first order is remembered, so a page never skips more than STEP index entries. */
const STEP = 10_000;
/**
 * How long a count and its anchors are trusted without a change to the list. Every change through the app,
 * in any process, bumps the list's version, which each request checks first (sync); this bound is for
 * changes made behind the app's back. An expired count is recounted in the background while the old one
 * still answers, so no page request waits for a full count.
 */
const TTL_MS = 60_000;

const SEARCH_TOTALS_KEPT = 200;

const ids = (rows: Anchor[]) => rows.map((row) => row.id);

interface Positions {
  total: number;
  /** anchors[k] is the row at position k * STEP; extended on demand, one request at a time. */
  anchors: Anchor[];
  extending: Promise<unknown>;
  expires: number;
  refreshing?: Promise<unknown>;
}

/**
 * The unfiltered lists' total and pages. OFFSET alone would read up to a million index entries for a
 * deep page and COUNT(*) every entry on every request; with a cached count and remembered positions a
 * page of any depth reads at most STEP + limit index entries after exact seeks.
 */
@Injectable()
export class ProductPositionsService {
  private readonly cache = new Map<ProductKind, Positions>();
  /** Totals of recent searches by kind and term, so paging through a search counts its matches once. */
  private readonly searchTotals = new Map<string, { total: number; expires: number }>();
  /** Bumped by every invalidation, so a count that started before it is not stored after it. */
  private generation = 0;
  /** The version of each list that the caches here were built from (product_versions). */
  private readonly seen = new Map<ProductKind, number>();

  constructor(
    private readonly em: EntityManager,
    private readonly searchLines: ProductSearchLinesService,
  ) {}

  /** After a committed change to these lists: every process, this one at once, drops what it kept of them. */
  async invalidate(...kinds: ProductKind[]): Promise<void> {
    this.forget(kinds);
    const bumped = await sqlRunner(this.em).rows(BUMP_VERSIONS, kinds, kinds.length);
    for (const row of bumped) this.seen.set(row.kind, row.version);
  }

  /** Before answering from memory: a list changed by another process since is forgotten here too. */
  async sync(kind: ProductKind): Promise<void> {
    const version = (await sqlRunner(this.em).one(READ_VERSION, [kind])) ?? 0;
    if (this.seen.get(kind) === version) return;
    if (this.seen.has(kind)) this.forget([kind]);
    this.seen.set(kind, version);
  }

  private forget(kinds: ProductKind[]): void {
    this.generation++;
    for (const kind of kinds) {
      this.cache.delete(kind);
      this.searchLines.invalidate(kind);
    }
    this.searchTotals.clear();
  }

  async total(kind: ProductKind, order: ListOrder): Promise<number> {
    return (await this.positions(kind, order)).total;
  }

  /** The total of a search counted since the last change and within TTL_MS, if there is one. */
  cachedSearchTotal(kind: ProductKind, term: string): number | undefined {
    const cached = this.searchTotals.get(`${kind}:${term}`);
    return cached && cached.expires > Date.now() ? cached.total : undefined;
  }

  /** The total of a search, from `count` unless this term was counted since the last change and within TTL_MS. */
  async searchTotal(kind: ProductKind, term: string, count: () => Promise<number>): Promise<number> {
    const cached = this.cachedSearchTotal(kind, term);
    if (cached !== undefined) return cached;
    const key = `${kind}:${term}`;
    const generation = this.generation;
    const total = await count();
    if (generation === this.generation) {
      this.searchTotals.delete(key);
      this.searchTotals.set(key, { total, expires: Date.now() + TTL_MS });
      // Map keeps insertion order: the first key is the oldest.
      if (this.searchTotals.size > SEARCH_TOTALS_KEPT) this.searchTotals.delete(this.searchTotals.keys().next().value as string);
    }
    return total;
  }

  /** Ids of rows skip … skip + limit - 1 (0-based) of the newest-first order. */
  async pageIds(kind: ProductKind, order: ListOrder, skip: number, limit: number): Promise<number[]> {
    if (skip < STEP) return ids(await this.rows(order, '', [], skip, limit));
    const positions = await this.positions(kind, order);
    const wanted = Math.floor(skip / STEP);
    const extended = positions.extending.then(() => this.extendAnchors(order, positions.anchors, wanted));
    positions.extending = extended.catch(() => undefined);
    await extended;
    const index = Math.min(wanted, positions.anchors.length - 1);
    const anchor = positions.anchors[index];
    return anchor ? ids(await this.rowsFrom(order, anchor, skip - index * STEP, limit)) : [];
  }

  private async positions(kind: ProductKind, order: ListOrder): Promise<Positions> {
    const cached = this.cache.get(kind);
    if (cached && cached.expires <= Date.now() && !cached.refreshing) {
      cached.refreshing = this.count(kind, order).catch(() => (cached.refreshing = undefined));
    }
    return cached ?? this.count(kind, order);
  }

  /** A recount that finds the same total keeps the anchors: rows are only added by imports and publishes, which invalidate. */
  private async count(kind: ProductKind, order: ListOrder): Promise<Positions> {
    const generation = this.generation;
    const total = (await sqlRunner(this.em).one(COUNT, [], order.table)) ?? 0;
    const previous = this.cache.get(kind);
    const anchors = previous?.total === total ? previous.anchors : [];
    const fresh: Positions = { total, anchors, extending: previous?.extending ?? Promise.resolve(), expires: Date.now() + TTL_MS };
    if (generation === this.generation) this.cache.set(kind, fresh);
    return fresh;
  }

  /** Each next anchor is STEP rows past the last one: a short seek-and-skip, never a scan from the top. */
  private async extendAnchors(order: ListOrder, anchors: Anchor[], upTo: number): Promise<void> {
    while (anchors.length <= upTo) {
      const last = anchors[anchors.length - 1];
      const [next] = last ? await this.rowsFrom(order, last, STEP, 1) : await this.rows(order, '', [], 0, 1);
      if (!next) return;
      anchors.push(next);
    }
  }

  /**
   * Rows `offset` … past an anchor, in two exact seeks: rows sharing the anchor's timestamp (a whole import
   * shares one) from its id down, then older timestamps. A single range "(at, id) <= anchor" is not
   * sought on both columns by SQLite, which would walk the anchor's whole timestamp group first.
   */
  private async rowsFrom(order: ListOrder, anchor: Anchor, offset: number, limit: number): Promise<Anchor[]> {
    const sameAt = sameAtUpToSql(order);
    const rows = await this.rows(order, sameAt, [anchor.at, anchor.id], offset, limit);
    if (rows.length === limit) return rows;
    const inGroup = rows.length ? offset + rows.length : await this.countUpTo(order, sameAt, [anchor.at, anchor.id], offset);
    const older = await this.rows(order, olderThanSql(order), [anchor.at], Math.max(0, offset - inGroup), limit - rows.length);
    return [...rows, ...older];
  }

  private async rows(order: ListOrder, where: string, params: unknown[], offset: number, limit: number): Promise<Anchor[]> {
    return sqlRunner(this.em).rows(PLACES, [...params, limit, offset], { order, condition: where });
  }

  /** COUNT(*) that stops after `cap` rows. */
  private async countUpTo(order: ListOrder, where: string, params: unknown[], cap: number): Promise<number> {
    return (await sqlRunner(this.em).one(COUNT_UP_TO, [...params, cap], rowsWhere(order.table, where))) ?? 0;
  }
}
