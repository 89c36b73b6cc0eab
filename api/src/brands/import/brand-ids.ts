import type { SqlRunner } from '../../common/sql/sql-runner';
import { ALL_BRAND_NAMES, BRANDS_NAMED, INSERT_BRANDS } from '../sql/import-brands.sql';

/** Brand names match case-insensitively and ignoring surrounding spaces: 'BOSCH ' is Bosch. */
export const brandKey = (name: string) => name.trim().toLowerCase();

/**
 * Brand ids by name for one import. All existing brands are loaded once (a few thousand
 * at most); names not known yet are inserted together, a batch at a time, with the
 * spelling of their first row.
 */
export class BrandIds {
  created = 0;

  private constructor(
    private readonly sql: SqlRunner,
    private readonly ids: Map<string, number>,
    private readonly now: Date,
  ) {}

  static async load(sql: SqlRunner, now: Date): Promise<BrandIds> {
    const rows = await sql.rows(ALL_BRAND_NAMES, []);
    return new BrandIds(sql, new Map(rows.map((row) => [brandKey(row.name), row.id])), now);
  }

  async ensure(names: Iterable<string>): Promise<void> {
    const missing = new Map<string, string>();
    for (const name of names) {
      const key = brandKey(name);
      if (!this.ids.has(key) && !missing.has(key)) missing.set(key, name.trim());
    }
    if (missing.size === 0) return;
    const spellings = [...missing.values()];
    for (let start = 0; start < spellings.length; start += 500) {
      const chunk = spellings.slice(start, start + 500);
      await this.sql.run(INSERT_BRANDS, chunk.flatMap((name) => [name, true, this.now, this.now]), chunk.length);
      const rows = await this.sql.rows(BRANDS_NAMED, chunk, chunk.length);
      for (const row of rows) this.ids.set(brandKey(row.name), row.id);
    }
    this.created += spellings.length;
  }

  idOf(name: string): number {
    const id = this.ids.get(brandKey(name));
    if (id === undefined) throw new Error(`brand '${name}' was not ensured before use`);
    return id;
  }
}
