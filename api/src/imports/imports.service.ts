import { EntityManager } from '@mikro-orm/knex';
import { HttpException, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { RowProblem } from '../common/csv/import-errors';
import { csvCell } from '../common/csv/csv-writer';
import { notFound } from '../common/errors/http-errors';
import type { Page } from '../common/paging/page-query';
import { sqlRunner } from '../common/sql/sql-runner';
import { ImportRecord } from './entities/import-record.entity';
import type { ImportCounts, ImportKind } from './import-kinds';
import { ImportLog, ImportOutcome } from './import-log';
import type { ImportView, RecordedImportView } from './import-views';
import { INSERT_PROBLEMS, PROBLEMS_AFTER } from './sql/imports.sql';

/** Problems per INSERT of the reader's problems (6 bindings each, far below either database's limit). */
const PROBLEMS_PER_INSERT = 500;
/** Problems per read of the download: the CSV is streamed batch by batch, never held whole. */
const PROBLEMS_PER_READ = 5_000;

export const PROBLEMS_HEADER = ['file', 'line', 'column', 'value', 'reason'];

/**
 * The imports history. Every import runs through `record`: its row is written before the work starts
 * (so a running import shows), and finished with the counts and status afterwards, or as failed with
 * the answer's detail. The rows live in the database, so every process lists every import.
 * This module knows no feature: the importers call it.
 */
@Injectable()
export class ImportsService {
  constructor(private readonly em: EntityManager) {}

  async record<T extends object>(
    kind: ImportKind,
    fileNames: string[],
    user: string,
    work: (log: ImportLog) => Promise<ImportOutcome<T>>,
  ): Promise<T & RecordedImportView> {
    const em = this.em.fork();
    const entry = em.create(ImportRecord, { kind, file_names: JSON.stringify(fileNames), user_email: user, started_at: new Date(), status: 'running' });
    await em.flush();
    let outcome: ImportOutcome<T>;
    try {
      outcome = await work(new ImportLog(entry.id));
    } catch (error) {
      Object.assign(entry, { status: 'failed', finished_at: new Date(), detail: failureDetail(error) });
      await em.flush();
      throw error;
    }
    await this.storeReaderProblems(entry.id, outcome.errors.all);
    const { counts } = outcome;
    Object.assign(entry, {
      status: counts.refused + counts.not_found ? 'completed_with_problems' : 'completed',
      finished_at: new Date(),
      read_rows: counts.read,
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged: counts.unchanged,
      not_found: counts.not_found,
      refused: counts.refused,
    });
    await em.flush();
    return { ...outcome.result, import_id: entry.id, counts };
  }

  async list(skip: number, limit: number, kind?: ImportKind): Promise<Page<ImportView>> {
    const [rows, total] = await this.em.fork().findAndCount(
      ImportRecord,
      kind ? { kind } : {},
      { orderBy: { started_at: 'DESC', id: 'DESC' }, offset: skip, limit },
    );
    return { items: rows.map(toView), total };
  }

  /** Every problem of the import as CSV, read in keyset batches as the client takes them. */
  async problemsCsv(id: number): Promise<Readable> {
    const em = this.em.fork();
    if (!(await em.findOne(ImportRecord, { id }))) throw notFound('Import', id);
    const sql = sqlRunner(em);
    async function* lines(): AsyncGenerator<string> {
      yield `\uFEFF${PROBLEMS_HEADER.join(',')}\r\n`;
      for (let after = 0; ; ) {
        const rows = await sql.rows(PROBLEMS_AFTER, [id, after, PROBLEMS_PER_READ]);
        if (!rows.length) return;
        let text = '';
        for (const row of rows) text += `${[row.file, row.line, row.column_name, row.value, row.reason].map(csvCell).join(',')}\r\n`;
        yield text;
        if (rows.length < PROBLEMS_PER_READ) return;
        after = rows[rows.length - 1].id;
      }
    }
    return Readable.from(lines());
  }

  /** The problems the file reader found (bad values), many per statement; SQL-found ones are stored by the importer. */
  private async storeReaderProblems(id: number, problems: readonly RowProblem[]): Promise<void> {
    if (!problems.length) return;
    await this.em.fork().transactional(async (em) => {
      const sql = sqlRunner(em);
      for (let start = 0; start < problems.length; start += PROBLEMS_PER_INSERT) {
        const chunk = problems.slice(start, start + PROBLEMS_PER_INSERT);
        await sql.run(INSERT_PROBLEMS, chunk.flatMap((p) => [id, p.file, p.line, p.field ?? null, p.value ?? null, p.reason]), chunk.length);
      }
    });
  }
}

function toView(row: ImportRecord): ImportView {
  const counts: ImportCounts = {
    read: Number(row.read_rows),
    inserted: Number(row.inserted),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    not_found: Number(row.not_found),
    refused: Number(row.refused),
  };
  return {
    id: row.id,
    kind: row.kind,
    file_names: JSON.parse(row.file_names) as string[],
    user: row.user_email,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    status: row.status,
    detail: row.detail,
    counts,
  };
}

function failureDetail(error: unknown): string {
  if (error instanceof HttpException) {
    const body = error.getResponse() as { detail?: unknown } | string;
    const detail = typeof body === 'string' ? body : body.detail;
    return typeof detail === 'string' ? detail : JSON.stringify(detail ?? error.message);
  }
  return 'Internal server error';
}
