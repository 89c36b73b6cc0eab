import type { ImportErrors } from '../common/csv/import-errors';
import type { SqlRunner } from '../common/sql/sql-runner';
import type { ImportCounts } from './import-kinds';
import type { ShapeArg, Statement } from '../common/sql/statement';
import { INSERT_PROBLEMS_FROM } from './sql/imports.sql';

/** What an importer hands back to the history: its answer, its counts and the problems the reader found. */
export interface ImportOutcome<T> {
  result: T;
  counts: ImportCounts;
  errors: ImportErrors;
}

/**
 * The running import's entry in the history, given to the importer: problems found in SQL (not-found
 * rows, repeats) are stored from the importer's own SELECT, inside its transaction, in one statement.
 */
export class ImportLog {
  constructor(readonly id: number) {}

  /** Stores every row of `select` (file, line, column_name, value, reason) as a problem of this import. */
  storeProblems<P extends readonly unknown[], S = void>(sql: SqlRunner, select: Statement<P, S>, params: P, ...shape: ShapeArg<NoInfer<S>>): Promise<number> {
    return sql.run(INSERT_PROBLEMS_FROM, [this.id, ...params], select.text(shape[0] as S, sql.dialect));
  }
}
