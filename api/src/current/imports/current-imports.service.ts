import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, ImportFormat, readImportFile } from '../../common/csv';
import { importLock } from '../../common/jobs/import-lock';
import { ListIndexService } from '../list/list-index.service';
import { SqlRunner, sqlRunner } from '../../common/sql/sql-runner';
import { recomputeBrandCounts, recomputeTotals } from '../stats/current-totals';
import { assignBrands } from '../sql/brands-import.sql';
import { readCacheSize, setCacheSize } from '../sql/import-cache.sql';
import { INSERT_NEW_ITEMS, UPDATE_IMPORTED_ITEMS } from '../sql/items-import.sql';
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
import { countNotFound, describeKey, KEY_KINDS } from './staged-match';
import { applyStockUpdate } from './stock-update';

/** The name the import lock and its 409 message use: "An import into current items is already running". */
const LOCK = 'current items';
/** Rows per staged batch (one INSERT on SQLite, one COPY write on PostgreSQL): small enough that a batch in flight is not promoted to the old heap. */
const READ_BATCH = 2_000;

interface Staged {
  sql: SqlRunner;
  stage: ImportStage;
  /** Rows that reached the table (duplicates included). */
  rows: number;
}

interface Run<T> {
  applied: T;
  /** Data rows of the file: staged plus refused by the reader. */
  rowsRead: number;
  usable: number;
  errors: ImportErrors;
  seconds: number;
}

/**
 * The four current-item imports. Each is one transaction: the file is streamed by the shared
 * reader into a temporary table (common/sql StagingTable), sorted by key, then applied with a few
 * set-based statements; the stats aggregates and the list index version change in the same
 * transaction. A file refused as a whole (400) changes nothing. One import at a time (409).
 */
@Injectable()
export class CurrentImportsService {
  constructor(private readonly em: EntityManager) {}

  async importItems(file: ImportFile, isKit: boolean): Promise<ItemsImportResultView> {
    const run = await this.run(file, ITEMS_FORMAT, ['part_number', 'price', 'availability'], isKit, async ({ sql }) => {
      const now = new Date();
      const updated = await sql.run(UPDATE_IMPORTED_ITEMS, [now]);
      const imported = await sql.run(INSERT_NEW_ITEMS, [now]);
      await ListIndexService.bump(sql.run);
      await recomputeTotals(sql);
      return { imported, updated };
    });
    return { ...run.applied, ...problems(run.errors) };
  }

  async importAvailability(file: ImportFile, isKit?: boolean): Promise<AvailabilityImportResultView> {
    const { errors, ...result } = await this.syncImport('Availability import', file, AVAILABILITY_FORMAT, ['availability'], () => AVAILABILITY_COLUMNS, isKit);
    return { ...result, errors };
  }

  async importPrices(file: ImportFile, isKit?: boolean): Promise<PriceImportResultView> {
    const columnsFor = (stage: ImportStage) => (stage.hasColumn('availability') ? PRICE_COLUMNS : PRICE_ONLY_COLUMNS);
    const { errors, ...result } = await this.syncImport('Price import', file, PRICE_FORMAT, ['price', 'availability'], columnsFor, isKit);
    return { ...result, invalid_price: errors };
  }

  async importBrands(file: ImportFile): Promise<BrandAssignmentResultView> {
    const run = await this.run(file, BRANDS_FORMAT, ['brand'], undefined, async ({ sql, stage }) => {
      const kinds = stage.kinds();
      const now = new Date();
      let updated = 0;
      for (const byId of KEY_KINDS.filter((kind) => kinds.includes(kind))) {
        updated += await sql.run(assignBrands(byId), [now]);
      }
      const notFound = await countNotFound(sql, kinds);
      if (updated) {
        await ListIndexService.bump(sql.run);
        await recomputeBrandCounts(sql);
      }
      return { updated, not_found: notFound };
    });
    return { ...run.applied, ...problems(run.errors) };
  }

  /** Availability and price files: update the items, then the live products that follow them. */
  private async syncImport(
    label: string,
    file: ImportFile,
    format: ImportFormat<CurrentImportRow>,
    values: StagedValue[],
    columnsFor: (stage: ImportStage) => StockColumns,
    isKit?: boolean,
  ) {
    const live = await hasLiveProducts(sqlRunner(this.em));
    const run = await this.run(file, format, values, isKit, async ({ sql, stage }) => {
      const kinds = stage.kinds();
      const changedAt = new Date();
      const updated = await applyStockUpdate(sql, columnsFor(stage), kinds, changedAt);
      const notFound = await countNotFound(sql, kinds);
      const synced = live && updated ? await syncLiveProducts(sql, changedAt) : 0;
      if (updated) await recomputeTotals(sql);
      return { updated, notFound, synced };
    });
    const { updated, notFound, synced } = run.applied;
    const seconds = round(run.seconds, 2);
    const perSecond = Math.round(run.rowsRead / Math.max(run.seconds, 0.001));
    const syncErrors = live ? [] : ['live products are not available yet: nothing to synchronize'];
    const { errors, error_rows, warnings } = problems(run.errors);
    return {
      success: run.usable > 0,
      message:
        `${label}: ${count(updated)} current items updated, ${count(notFound)} not found, ${count(errors)} rows refused; ` +
        `${count(synced)} live products synchronized in ${seconds} s (${count(perSecond)} rows/s)`,
      current_items_updated: updated,
      urls_synchronized: synced,
      sync_ratio: updated ? round((synced / updated) * 100, 2) : 0,
      items_per_second: perSecond,
      time_taken: seconds,
      not_found: notFound,
      sync_errors: syncErrors,
      errors,
      error_rows,
      warnings,
    };
  }

  private run<T>(
    file: ImportFile,
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
          await stage.sort(errors, name, describeKey);
          const applied = await apply({ sql, stage, rows });
          await stage.drop();
          return { applied, rows, duplicates: errors.count - refusedByReader, refusedByReader };
        });
      });
      return {
        applied,
        rowsRead: rows + refusedByReader,
        usable: rows - duplicates,
        errors,
        seconds: (performance.now() - started) / 1000,
      };
    });
  }
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
  const [{ cache_size: main }] = await sql.all(readCacheSize('main'));
  const [{ cache_size: temp }] = await sql.all(readCacheSize('temp'));
  await sql.all(setCacheSize('main', -IMPORT_CACHE_KIB));
  await sql.all(setCacheSize('temp', -IMPORT_CACHE_KIB));
  try {
    return await work();
  } finally {
    await sql.all(setCacheSize('main', Number(main)));
    await sql.all(setCacheSize('temp', Number(temp)));
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
