import { EntityManager } from '@mikro-orm/knex';
import { rawBoolean, rawNumber } from '../../api/src/common/sql/raw-values';
import { sqlRunner } from '../../api/src/common/sql/sql-runner';
import { StagingTable } from '../../api/src/common/sql/staging-table';
import { defineQuery, type SqlRow } from '../../api/src/common/sql/statement';
import { startTestApp, TestApp } from '../support/app';

/** The one staging path of every import: COPY on PostgreSQL, JSON batches on SQLite. */
describe('common/sql StagingTable', () => {
  let t: TestApp;
  let em: EntityManager;

  beforeAll(async () => {
    t = await startTestApp();
    em = t.app.get(EntityManager).fork();
  });
  afterAll(() => t.close());

  const COLUMNS = { line: 'INTEGER NOT NULL', label: 'VARCHAR(200)', price: 'NUMERIC(12, 2)', flag: 'BOOLEAN', kind: 'VARCHAR(20)' };
  const STAGED = defineQuery<[], SqlRow>({ sql: 'SELECT line, label, price, flag, kind FROM staging_spec ORDER BY line', map: (row) => row });
  const BRANDS = defineQuery<[], number>({ sql: 'SELECT COUNT(*) AS n FROM brands', map: (row) => rawNumber(row.n) });
  const ONE = defineQuery<[], SqlRow>({ sql: 'SELECT 1 AS one', map: (row) => row });
  const tricky = ['back\\slash', 'tab\there', 'new\nline', 'carriage\rreturn', '\\N', 'ünïcødé ✓', "quote's \"double\"", '', null];

  it('stages every value as given, in batches, with a constant column', async () => {
    const read = await em.transactional(async (tx) => {
      const sql = sqlRunner(tx);
      const stage = await StagingTable.create(sql, 'staging_spec', COLUMNS);
      const batches = [tricky.slice(0, 4), tricky.slice(4)].map((labels, b) =>
        labels.map((label, k) => [b * 10 + k, label, k % 2 ? 12.5 : null, k % 2 === 0]),
      );
      const appended = await stage.append(['line', 'label', 'price', 'flag'], batches, { kind: "it's" });
      const rows = await sql.rows(STAGED, []);
      await stage.drop();
      return { appended, rows };
    });
    expect(read.appended).toBe(tricky.length);
    expect(read.rows.map((row) => row.label)).toEqual(tricky);
    expect(read.rows.map((row) => (row.price === null ? null : rawNumber(row.price)))).toEqual(read.rows.map((_, k) => (k < 4 ? k : k - 4) % 2 ? 12.5 : null));
    expect(read.rows.map((row) => rawBoolean(row.flag))).toEqual(read.rows.map((_, k) => (k < 4 ? k : k - 4) % 2 === 0));
    expect(new Set(read.rows.map((row) => row.kind))).toEqual(new Set(["it's"]));
  });

  it('ends the load with a failed read and leaves the connection to roll back and serve again', async () => {
    async function* failing(): AsyncGenerator<unknown[][]> {
      yield [[1, 'first', null, true]];
      throw new Error('the file turned out to be binary');
    }
    await expect(
      em.transactional(async (tx) => {
        const stage = await StagingTable.create(sqlRunner(tx), 'staging_spec', COLUMNS);
        await stage.append(['line', 'label', 'price', 'flag'], failing());
      }),
    ).rejects.toThrow('the file turned out to be binary');
    const [brands] = await sqlRunner(em).rows(BRANDS, []);
    expect(brands).toBeGreaterThanOrEqual(0);
  });

  it('refuses a value the column cannot hold, and the transaction rolls back', async () => {
    await expect(
      em.transactional(async (tx) => {
        const stage = await StagingTable.create(sqlRunner(tx), 'staging_spec', { line: 'INTEGER NOT NULL' });
        await stage.append(['line'], [[[1], [null]]]);
      }),
    ).rejects.toThrow(/null/i);
    expect(await sqlRunner(em).rows(ONE, [])).toEqual([{ one: 1 }]);
  });
});
