export type SqlRow = Record<string, unknown>;

export type Dialect = 'sqlite' | 'postgresql';

/**
 * A hand-written statement, declared once in its module's sql/ folder and run by `SqlRunner`.
 * `Params` is the tuple of its bindings, in the order of its `?`s. `Shape` is what its text is
 * built from when one text does not fit every call (how many values a list binds, which table,
 * which filter); `void` for a fixed text. `npm run sql:review` writes every statement's text,
 * for each of `review`'s shapes and each dialect, into its module's checked-in `.sql` file.
 */
export interface Statement<Params extends readonly unknown[], Shape = void> {
  readonly text: (shape: Shape, dialect: Dialect) => string;
  readonly review: readonly Shape[];
  /** Only carries the bindings' type to the runner; never set. */
  readonly params?: Params;
}

/** A statement that answers with rows, each mapped from the driver's raw row by `map`. */
export interface Query<Params extends readonly unknown[], Row, Shape = void> extends Statement<Params, Shape> {
  readonly map: (row: SqlRow) => Row;
}

/** The shape argument of a statement built from one, none for a fixed text. */
export type ShapeArg<Shape> = [Shape] extends [void] ? [] : [shape: Shape];

type Text<Shape> = string | ((shape: Shape, dialect: Dialect) => string);

/** A text that differs between the databases: the statement's text as a function of the dialect. */
export const byDialect = (texts: Record<Dialect, string>) => (_shape: unknown, dialect: Dialect) => texts[dialect];

const STATEMENTS = new WeakSet<object>();

function textOf<Shape>(sql: Text<Shape>): (shape: Shape, dialect: Dialect) => string {
  return typeof sql === 'string' ? () => sql : sql;
}

/** An INSERT, UPDATE, DELETE or DDL statement; `runner.run` answers with how many rows it changed. */
export function defineStatement<Params extends readonly unknown[], Shape = void>(definition: {
  sql: Text<Shape>;
  review?: readonly Shape[];
}): Statement<Params, Shape> {
  const statement = { text: textOf(definition.sql), review: definition.review ?? [] };
  STATEMENTS.add(statement);
  return statement;
}

/** A statement read by `runner.rows` or `runner.one`, each raw row mapped to `Row` by `map`. */
export function defineQuery<Params extends readonly unknown[], Row, Shape = void>(definition: {
  sql: Text<Shape>;
  map: (row: SqlRow) => Row;
  review?: readonly Shape[];
}): Query<Params, Row, Shape> {
  const query = { text: textOf(definition.sql), review: definition.review ?? [], map: definition.map };
  STATEMENTS.add(query);
  return query;
}

export const isStatement = (value: unknown): value is Statement<unknown[], unknown> =>
  typeof value === 'object' && value !== null && STATEMENTS.has(value);
