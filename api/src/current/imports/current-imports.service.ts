import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, ImportFormat, readImportFile } from '../../common/csv';
import { importLock } from '../../common/jobs/import-lock';
import { ListIndexService } from '../list/list-index.service';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { recomputeBrandCounts, recomputeTotals } from '../stats/current-totals';
import { ASSIGN_BRANDS, BRAND_CHANGES } from '../sql/brands-import.sql';
import { READ_CACHE_SIZE, SET_CACHE_SIZE } from '../sql/import-cache.sql';
import { UPDATE_IMPORTED_ITEMS } from '../sql/items-import.sql';
import { AVAILABILITY_COLUMNS, PRICE_COLUMNS, PRICE_ONLY_COLUMNS, StockColumns } from '../sql/stock-update.sql';
import {
  AVAILABILITY_FORMAT,
  BRANDS_FORMAT,
  CurrentImportRow,
  ITEMS_FORMAT,
  PRICE_FORMAT,
} from './current-import-formats';
import { ImportStage, StagedValue } from './import-stage';
import {
  AvailabilityImportResultView,
  BrandAssignmentResultView,
  ItemsImportResultView,
  PriceImportResultView,
} from './import-results';
import { hasLiveProducts, syncLiveProducts } from './live-product-sync';
import { countChangingRows, describeKey, KEY_KINDS, storeNotFound } from './staged-match';
import { ImportsService } from '../../imports/imports.service';
import type { ImportCounts, ImportKind } from '../../imports/import-kinds';
import type { ImportLog } from '../../imports/import-log';
import { applyStockUpdate } from './stock-update';
import { insertNewItems } from './new-items';

/** The name the import lock and its 409 message use: "An import into current items is already running". */
const LOCK = 'current items';
/** Rows per staged batch (one INSERT on SQLite, one COPY write on PostgreSQL): small enough that a batch in flight is not promoted to the old heap. */
const READ_BATCH = 2_000;

interface Staged {
  sql: SqlRunner;
  stage: ImportStage;
  log: ImportLog;
  /** The file's name as messages show it. */
  file: string;
}

/** What an import did, in rows of the file; the rest of the usable rows were unchanged. */
interface RowOutcome {
  inserted: number;
  /** Rows that changed at least one item. */
  changed: number;
  notFound: number;
}

interface Run<T extends RowOutcome> {
  applied: T;
  counts: ImportCounts;
  errors: ImportErrors;
  /** Data rows of the file: staged plus refused by the reader. */
  rowsRead: number;
  usable: number;
  seconds: number;
}

/**
 * The four current-item imports. Each is one transaction: the file is streamed by the shared
 * reader into a temporary table (common/sql StagingTable), sorted by key, then applied with a few
 * set-based statements; the stats aggregates and the list index version change in the same
 * transaction. A file refused as a whole (400) changes nothing. One import at a time (409).
 * Every import is recorded in the imports history with its counts, in rows of the file
 * (read = inserted + updated + unchanged + not_found + refused), and its problems: the reader's,
 * and the repeated and not-found rows stored from the staged tables.
 */
@Injectable()
export class CurrentImportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly imports: ImportsService,
  ) {}

  importItems(file: ImportFile, isKit: boolean, user: string): Promise<ItemsImportResultView> {
    return this.recorded('current_items', file, user, async (log) => {
      const run = await this.run(file, log, ITEMS_FORMAT, ['part_number', 'price', 'availability'], isKit, async ({ sql, stage }) => {
        const now = new Date();
        const updated = await sql.run(UPDATE_IMPORTED_ITEMS, [now]);
        const imported = await insertNewItems(sql, stage.size, now);
        await ListIndexService.bump(sql);
        await recomputeTotals(sql);
        return { inserted: imported, changed: updated, notFound: 0 };
      });
      const result = { imported: run.applied.inserted, updated: run.applied.changed, unchanged: run.counts.unchanged, ...problems(run.errors) };
      return { run, result };
    });
  }

  importAvailability(file: ImportFile, isKit: boolean | undefined, user: string): Promise<AvailabilityImportResultView> {
    return this.recorded('availability', file, user, async (log) => {
      const run = await this.syncImport(file, log, AVAILABILITY_FORMAT, ['availability'], () => AVAILABILITY_COLUMNS, isKit);
      return { run, result: { ...syncResult('Availability import', run), errors: run.errors.count } };
    });
  }

  importPrices(file: ImportFile, isKit: boolean | undefined, user: string): Promise<PriceImportResultView> {
    const columnsFor = (stage: ImportStage) => (stage.hasColumn('availability') ? PRICE_COLUMNS : PRICE_ONLY_COLUMNS);
    return this.recorded('prices', file, user, async (log) => {
      const run = await this.syncImport(file, log, PRICE_FORMAT, ['price', 'availability'], columnsFor, isKit);
      return { run, result: { ...syncResult('Price import', run), invalid_price: run.errors.refusedFor('price') } };
    });
  }

  importBrands(file: ImportFile, user: string): Promise<BrandAssignmentResultView> {
    return this.recorded('brand_assignment', file, user, async (log) => {
      const run = await this.run(file, log, BRANDS_FORMAT, ['brand'], undefined, async ({ sql, stage, file: name }) => {
        const kinds = stage.kinds();
        const now = new Date();
        const changed = await countChangingRows(sql, kinds, BRAND_CHANGES);
        let updated = 0;
        for (const byId of KEY_KINDS.filter((kind) => kinds.includes(kind))) {
          updated += await sql.run(ASSIGN_BRANDS, [now], byId);
        }
        const notFound = await storeNotFound(sql, kinds, log, name);
        if (updated) {
          await ListIndexService.bump(sql);
          await recomputeBrandCounts(sql);
        }
        return { inserted: 0, changed, notFound, updated };
      });
      return { run, result: { updated: run.applied.updated, not_found: run.applied.notFound, ...problems(run.errors) } };
    });
  }

  /** Runs the import as an entry of the imports history, answering with its id and counts too. */
  private recorded<T extends object>(
    kind: ImportKind,
    file: ImportFile,
    user: string,
    work: (log: ImportLog) => Promise<{ run: Run<RowOutcome>; result: T }>,
  ) {
    return this.imports.record(kind, [displayFileName(file.originalname)], user, async (log) => {
      const { run, result } = await work(log);
      return { result, counts: run.counts, errors: run.errors };
    });
  }

  /** Availability and price files: update the items, then the live products that follow them. */
  private async syncImport(
    file: ImportFile,
    log: ImportLog,
    format: ImportFormat<CurrentImportRow>,
    values: StagedValue[],
    columnsFor: (stage: ImportStage) => StockColumns,
    isKit?: boolean,
  ) {
    const live = await hasLiveProducts(sqlRunner(this.em));
    const run = await this.run(file, log, format, values, isKit, async ({ sql, stage, file: name }) => {
      const kinds = stage.kinds();
      const columns = columnsFor(stage);
      const changedAt = new Date();
      const changed = await countChangingRows(sql, kinds, columns.changes);
      const updated = await applyStockUpdate(sql, columns, kinds, changedAt);
      const notFound = await storeNotFound(sql, kinds, log, name);
      const synced = live && updated ? await syncLiveProducts(sql, changedAt) : 0;
      if (updated) await recomputeTotals(sql);
      return { inserted: 0, changed, notFound, updated, synced };
    });
    return { ...run, live };
  }

  private run<T extends RowOutcome>(
    file: ImportFile,
    log: ImportLog,
    format: ImportFormat<CurrentImportRow>,
    values: StagedValue[],
    isKit: boolean | undefined,
    apply: (staged: Staged) => Promise<T>,
  ): Promise<Run<T>> {
    return importLock.run(LOCK, async () => {
      const started = performance.now();
      const errors = new ImportErrors();
      const name = displayFileName(file.originalname);
      const { applied, rows, duplicates, refusedByReader } = await this.em.transactional(async (em) => {
        const sql = sqlRunner(em);
        return withImportCache(sql, async () => {
          const stage = await ImportStage.create(sql, values);
          const rows = await stage.load(readImportFile(file, format, { errors, batchSize: READ_BATCH }), { is_kit: isKit });
          const refusedByReader = errors.count;
          await stage.sort(errors, name, describeKey, log);
          const applied = await apply({ sql, stage, log, file: name });
          await stage.drop();
          return { applied, rows, duplicates: errors.count - refusedByReader, refusedByReader };
        });
      });
      const rowsRead = rows + refusedByReader;
      const usable = rows - duplicates;
      const counts: ImportCounts = {
        read: rowsRead,
        inserted: applied.inserted,
        updated: applied.changed,
        unchanged: usable - applied.inserted - applied.changed - applied.notFound,
        not_found: applied.notFound,
        refused: errors.count,
      };
      return { applied, counts, errors, rowsRead, usable, seconds: (performance.now() - started) / 1000 };
    });
  }
}

/**
 * The specification's availability and price answer. The message is in plain words: what changed,
 * what stayed, what was not found or refused; speed and timing stay in their own fields for the details.
 */
function syncResult(label: string, run: Run<RowOutcome & { updated: number; synced: number }> & { live: boolean }) {
  const { updated, synced } = run.applied;
  const { counts } = run;
  const seconds = round(run.seconds, 2);
  const perSecond = Math.round(run.rowsRead / Math.max(run.seconds, 0.001));
  const { error_rows, warnings } = problems(run.errors);
  return {
    success: run.usable > 0,
    message:
      `${label}: ${count(counts.read)} rows read: ${count(counts.updated)} updated, ${count(counts.unchanged)} unchanged, ` +
      `${count(counts.not_found)} not found, ${count(counts.refused)} refused; ${count(updated)} current items and ` +
      `${count(synced)} live products changed in ${seconds} s`,
    current_items_updated: updated,
    urls_synchronized: synced,
    sync_ratio: updated ? round((synced / updated) * 100, 2) : 0,
    items_per_second: perSecond,
    time_taken: seconds,
    not_found: counts.not_found,
    sync_errors: run.live ? [] : ['live products are not available yet: nothing to synchronize'],
    refused: counts.refused,
    refused_by_column: Object.fromEntries(run.errors.byColumn),
    unchanged: counts.unchanged,
    error_rows,
    warnings,
  };
}

/**
 * SQLite's page cache is 2 MB per connection by default; the import's sort and its joins walk
 * indexes in key order and gain from a few more pages, so its connection gets 8 MB (main and
 * temporary databases) for the duration, then the default again. More bought no measurable
 * speed at a million rows (the table's pages are visited in no useful order anyway) and
 * counted fully in the server's peak memory: 32 MB each cost about 60 MB more peak RSS.
 * PostgreSQL sizes its own buffers.
 */
const IMPORT_CACHE_KIB = 8 * 1024;

async function withImportCache<T>(sql: SqlRunner, work: () => Promise<T>): Promise<T> {
  if (sql.postgres) return work();
  const [main] = await sql.rows(READ_CACHE_SIZE, [], 'main');
  const [temp] = await sql.rows(READ_CACHE_SIZE, [], 'temp');
  await sql.run(SET_CACHE_SIZE, [], { schema: 'main', size: -IMPORT_CACHE_KIB });
  await sql.run(SET_CACHE_SIZE, [], { schema: 'temp', size: -IMPORT_CACHE_KIB });
  try {
    return await work();
  } finally {
    await sql.run(SET_CACHE_SIZE, [], { schema: 'main', size: main });
    await sql.run(SET_CACHE_SIZE, [], { schema: 'temp', size: temp });
  }
}

function problems(errors: ImportErrors): { errors: number; error_rows: string[]; warnings: string[] } {
  return { errors: errors.count, error_rows: errors.messages(), warnings: [...errors.warnings] };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}
