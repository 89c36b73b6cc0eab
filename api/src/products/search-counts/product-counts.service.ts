import { EntityManager } from '@mikro-orm/knex';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { rawNumber } from '../../common/sql/raw-values';
import type { ProductKind } from '../product-rows';
import { LineCountPool } from './line-count-pool';

/** Below this many rows one pass over the list index counts any term in under about 20 ms: no copy is kept. */
const FROM_ROWS = 100_000;
const BATCH = 10_000;
/** A burst of changes (products published one after another) rebuilds once. */
const REBUILD_DELAY_MS = 1_000;
const TABLES: Record<ProductKind, string> = { draft: 'draft_products', live: 'live_products' };
// Between the two fields of a line: a term holding a control character is never counted here (countable).
const FIELD = '\u001f';

/**
 * A batch of products in id order as one row: each product's line is what a search matches, its
 * search_key (lower-cased part number and title) and its brand name lower-cased as likeClause does.
 */
const readBatch = (table: string) => `
  SELECT COUNT(*) AS n, MAX(id) AS last, string_agg(line, '\n') AS lines
  FROM (SELECT p.id, p.search_key || '${FIELD}' || LOWER(b.name) AS line
        FROM ${table} p JOIN brands b ON b.id = p.brand_id
        WHERE p.id > ? ORDER BY p.id LIMIT ?) batch`;

const countable = (term: string) => /^[^\u0000-\u001f]+$/.test(term);

interface Copy {
  /** Bumped by every change to the list. */
  version: number;
  /** The version the worker's lines show, or -1 when it has none. */
  built: number;
  timer?: NodeJS.Timeout;
  building: Promise<void>;
}

/**
 * Exact search totals of big lists without a pass over a million index entries. A term found in most
 * of 1,000,000 drafts costs about 0.2 s to count in SQLite; here each list of FROM_ROWS or more keeps
 * its search lines in worker threads (LineCountPool, LineCounter: about 50 bytes a product), which count
 * such a term in about 20–30 ms while the request's page queries run beside them.
 * The copy is rebuilt in the background after every change (`invalidate`); until it is current, count
 * answers null and the caller counts in the database. Only on SQLite: there one process owns the
 * database, whereas several API processes may share a PostgreSQL database and see each other's changes
 * only there.
 */
@Injectable()
export class ProductCountsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ProductCountsService.name);
  private readonly copies: Record<ProductKind, Copy> = {
    draft: { version: 0, built: -1, building: Promise.resolve() },
    live: { version: 0, built: -1, building: Promise.resolve() },
  };
  private pool?: LineCountPool;
  private stopped = false;

  constructor(private readonly em: EntityManager) {}

  onApplicationBootstrap(): void {
    if (!this.embedded) return;
    this.schedule('draft', 0);
    this.schedule('live', 0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const copy of Object.values(this.copies)) clearTimeout(copy.timer);
    await this.pool?.terminate();
  }

  /** After any change to a list's rows, their search keys or their brands' names. */
  invalidate(kind: ProductKind): void {
    this.copies[kind].version++;
    if (this.embedded) this.schedule(kind, REBUILD_DELAY_MS);
  }

  /**
   * How many `kind` products have `term` (lower-cased) in their search_key or lower-cased brand
   * name, or null when no current copy can tell. Never rejects.
   */
  async count(kind: ProductKind, term: string): Promise<number | null> {
    const copy = this.copies[kind];
    if (!this.pool || this.pool.failed || copy.built !== copy.version || !countable(term)) return null;
    return this.pool.count(kind, term).catch(() => null);
  }

  private get embedded(): boolean {
    return this.em.getKnex().client.dialect !== 'postgresql';
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
    if (this.stopped || copy.built === version) return;
    const started = Date.now();
    try {
      const connection = this.em.getConnection();
      const [counted] = await connection.execute(`SELECT COUNT(*) AS n FROM ${TABLES[kind]}`);
      if (rawNumber(counted?.n) < FROM_ROWS) {
        if (copy.built !== -1) await this.poolFor().drop(kind);
        copy.built = -1;
        return;
      }
      const pool = this.poolFor();
      copy.built = -1;
      await pool.begin(kind);
      for (let after = 0; ; ) {
        if (this.stopped || copy.version !== version) return await pool.drop(kind);
        const [batch] = await connection.execute(readBatch(TABLES[kind]), [after, BATCH]);
        const rows = rawNumber(batch?.n);
        if (rows) await pool.add(kind, String(batch.lines));
        if (rows < BATCH) break;
        after = rawNumber(batch.last);
      }
      const lines = await pool.end(kind);
      if (copy.version !== version) return;
      copy.built = version;
      this.logger.log(`Search counts of ${kind} products in memory: ${lines} products, built in ${Date.now() - started} ms`);
    } catch (error) {
      copy.built = -1;
      if (!this.stopped) this.logger.warn(`Search counts of ${kind} products not built, counting in the database: ${(error as Error).message}`);
    }
  }

  /**
   * A failed pool took its lines with it: the replacement starts empty, and each list's copy comes back
   * with its next change (rebuilding at once could spin if threads cannot start at all).
   */
  private poolFor(): LineCountPool {
    if (this.pool && !this.pool.failed) return this.pool;
    for (const copy of Object.values(this.copies)) copy.built = -1;
    this.pool = new LineCountPool();
    return this.pool;
  }
}
