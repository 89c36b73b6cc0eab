import { EntityManager } from '@mikro-orm/knex';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { keysetBatches } from '../../common/sql/keyset-batches';
import { sqlRunner } from '../../common/sql/sql-runner';
import { LIST_ORDERS, ProductKind } from '../product-rows';
import { COUNT } from '../sql/list-pages.sql';
import { SEARCH_LINES_BATCH } from '../sql/search-lines.sql';
import { SearchLinesPool } from './search-lines-pool';

/** Below this many rows one pass over the list index searches any term in under about 20 ms: no copy is kept. */
export const FROM_ROWS = 100_000;
const BATCH = 10_000;
/** A burst of changes (products published one after another) rebuilds once. */
const REBUILD_DELAY_MS = 1_000;
/** A page that ends beyond this many matches is not read from the copy: each thread would send back as many places. */
const MOST_PLACES = 10_000;

/** A term the copy can search: its lines' fields are joined by a control character (search-lines.sql). */
const searchable = (term: string) => /^[^\u0000-\u001f]+$/.test(term);

interface Copy {
  /** Bumped by every change to the list, and when the copy is dropped: a build under way then stops. */
  version: number;
  /** The version the worker's lines show, or -1 when it has none. */
  built: number;
  /** Whether a search has asked for the copy lately: only then is it built, and rebuilt after changes. */
  wanted: boolean;
  timer?: NodeJS.Timeout;
  /** Ends `wanted` once no search has asked for searchLinesIdleMs. */
  idle?: NodeJS.Timeout;
  building: Promise<void>;
}

/**
 * Searches of big lists that SQL answers slowly, from a copy of their search lines. A term found in
 * most of 1,000,000 drafts costs about 0.2 s to count in SQLite, and a page of a term whose matches
 * are all old costs a long walk of the list index; here each list of FROM_ROWS or more keeps its search
 * lines with their places in worker threads (SearchLinesPool, SearchLines: about 60 bytes a product),
 * which count such a term in about 20–30 ms, or find its newest matches, while the request's own queries
 * run beside them.
 * A list's copy is built in the background at the first search that could use it (`usable`), not at start,
 * and dropped once no search has used it for SEARCH_LINES_IDLE_MINUTES, the threads ending with the last
 * copy: both copies of 1,000,000 drafts and 1,000,000 live products hold about 170 MB, which the feeds,
 * exports and imports of a catalog that nobody is searching should not carry (docs/performance.md, Feed
 * rules). While kept it is rebuilt after every change (`invalidate`); until it is current, count and page
 * answer null and the caller asks the database. Only on SQLite: there one process owns the
 * database, whereas several API processes may share a PostgreSQL database and see each other's changes
 * only there.
 */
@Injectable()
export class ProductSearchLinesService implements OnModuleDestroy {
  private readonly logger = new Logger(ProductSearchLinesService.name);
  private readonly copies: Record<ProductKind, Copy> = {
    draft: { version: 0, built: -1, wanted: false, building: Promise.resolve() },
    live: { version: 0, built: -1, wanted: false, building: Promise.resolve() },
  };
  private pool?: SearchLinesPool;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const copy of Object.values(this.copies)) {
      clearTimeout(copy.timer);
      clearTimeout(copy.idle);
    }
    await this.pool?.terminate();
  }

  /** After any change to a list's rows, their search keys, order values or their brands' names. */
  invalidate(kind: ProductKind): void {
    const copy = this.copies[kind];
    copy.version++;
    if (copy.wanted) this.schedule(kind, REBUILD_DELAY_MS);
  }

  /**
   * How many `kind` products have `term` (lower-cased) in their search_key or lower-cased brand
   * name, or null when no current copy can tell. Never rejects.
   */
  async count(kind: ProductKind, term: string): Promise<number | null> {
    const pool = this.currentPool(kind, term);
    return pool ? pool.count(kind, term).catch(() => null) : null;
  }

  /**
   * The ids of matches `skip` … `skip + limit - 1`, newest first, and how many match (as `count`), or
   * null when no current copy can tell or the page ends beyond MOST_PLACES. Never rejects.
   */
  async page(kind: ProductKind, term: string, skip: number, limit: number): Promise<{ ids: number[]; total: number } | null> {
    const pool = this.currentPool(kind, term);
    if (!pool || skip + limit > MOST_PLACES) return null;
    const found = await pool.newest(kind, term, skip + limit).catch(() => null);
    return found && { ids: found.places.slice(skip).map((place) => place.id), total: found.total };
  }

  /**
   * Whether `kind`'s copy is current and can search `term`: count and page then answer from it. A search
   * that asks wants the copy: on SQLite it is built in the background if it is not yet, and kept.
   */
  usable(kind: ProductKind, term: string): boolean {
    if (this.embedded) this.keep(kind);
    return this.current(kind, term);
  }

  private current(kind: ProductKind, term: string): boolean {
    const copy = this.copies[kind];
    return this.pool !== undefined && !this.pool.failed && copy.built === copy.version && searchable(term);
  }

  private currentPool(kind: ProductKind, term: string): SearchLinesPool | null {
    return this.current(kind, term) ? (this.pool ?? null) : null;
  }

  private get embedded(): boolean {
    return this.em.getKnex().client.dialect !== 'postgresql';
  }

  /** Wants `kind`'s copy for searchLinesIdleMs from now, building it if it is not wanted yet. */
  private keep(kind: ProductKind): void {
    const copy = this.copies[kind];
    clearTimeout(copy.idle);
    copy.idle = setTimeout(() => this.forget(kind), this.config.searchLinesIdleMs);
    copy.idle.unref();
    if (copy.wanted) return;
    copy.wanted = true;
    this.schedule(kind, 0);
  }

  /** No search has used `kind`'s copy for searchLinesIdleMs: it is dropped after any build under way, which stops early. */
  private forget(kind: ProductKind): void {
    const copy = this.copies[kind];
    copy.wanted = false;
    clearTimeout(copy.timer);
    copy.version++;
    copy.building = copy.building.then(() => this.release(kind));
  }

  /** Frees `kind`'s copy, unless a search wants it again; with no copy left wanted, the threads end too. */
  private async release(kind: ProductKind): Promise<void> {
    const copy = this.copies[kind];
    if (copy.wanted) return;
    copy.built = -1;
    const pool = this.pool;
    if (!pool) return;
    if (Object.values(this.copies).some((other) => other.wanted)) {
      await pool.drop(kind).catch(() => undefined);
    } else {
      this.pool = undefined;
      await pool.terminate();
    }
    this.logger.debug(`Search lines of ${kind} products dropped: not searched for ${this.config.searchLinesIdleMs / 60_000} minutes`);
  }

  private schedule(kind: ProductKind, delay: number): void {
    const copy = this.copies[kind];
    clearTimeout(copy.timer);
    copy.timer = setTimeout(() => {
      copy.building = copy.building.then(() => this.rebuild(kind));
    }, delay);
    copy.timer.unref();
  }

  private async rebuild(kind: ProductKind): Promise<void> {
    const copy = this.copies[kind];
    const version = copy.version;
    if (this.stopped || !copy.wanted || copy.built === version) return;
    const started = Date.now();
    try {
      const sql = sqlRunner(this.em);
      if (((await sql.one(COUNT, [], LIST_ORDERS[kind].table)) ?? 0) < FROM_ROWS) {
        if (copy.built !== -1) await this.poolFor().drop(kind);
        copy.built = -1;
        return;
      }
      const pool = this.poolFor();
      copy.built = -1;
      await pool.begin(kind);
      for await (const batch of keysetBatches(sql, SEARCH_LINES_BATCH, BATCH, 0, LIST_ORDERS[kind])) {
        if (this.stopped || copy.version !== version) return await pool.drop(kind);
        await pool.add(kind, batch.lines, batch.orders, batch.ids);
      }
      const lines = await pool.end(kind);
      if (copy.version !== version) return;
      copy.built = version;
      this.logger.debug(`Search lines of ${kind} products in memory: ${lines} products, built in ${Date.now() - started} ms`);
    } catch (error) {
      copy.built = -1;
      if (!this.stopped && copy.wanted) this.logger.warn(`Search lines of ${kind} products not built, searching in the database: ${(error as Error).message}`);
    }
  }

  /**
   * A failed pool took its lines with it: the replacement starts empty, and each list's copy comes back
   * with its next change (rebuilding at once could spin if threads cannot start at all).
   */
  private poolFor(): SearchLinesPool {
    if (this.pool && !this.pool.failed) return this.pool;
    for (const copy of Object.values(this.copies)) copy.built = -1;
    this.pool = new SearchLinesPool();
    return this.pool;
  }
}
