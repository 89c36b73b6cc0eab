import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { containsPattern, LIKE_ESCAPE } from '../../common/sql/like-pattern';

export interface PartTypeRow {
  part_type: string;
  /** Parts and draft products carrying this part type. */
  usage_count: number;
  mapping_id: number | null;
  category_id: number | null;
  category_name: string | null;
  full_path: string | null;
  confidence: number | null;
  source: string | null;
  /** Mapped to a category that is no longer in the taxonomy. */
  orphaned: boolean;
}

export type PartTypeFilter = 'all' | 'mapped' | 'unmapped';

/** Tables of other modules that name a part type, and the column that holds it. */
const PART_TYPE_SOURCES = [
  { table: 'parts', column: 'part_type' },
  { table: 'draft_products', column: 'product_type' },
];

/**
 * The part types known to the system: every distinct non-empty part type of parts and
 * draft products (compared trimmed and case-insensitively), plus any already mapped,
 * each with its mapping if there is one.
 */
@Injectable()
export class PartTypesService {
  private readonly present = new Set<string>();

  constructor(private readonly em: EntityManager) {}

  async list(filter: PartTypeFilter, options: { search?: string; skip?: number; limit?: number } = {}) {
    const sql = await this.universeSql();
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter === 'mapped') where.push('m.id IS NOT NULL');
    if (filter === 'unmapped') where.push('m.id IS NULL');
    if (options.search?.trim()) {
      where.push(`u.k LIKE ? ${LIKE_ESCAPE}`);
      params.push(containsPattern(options.search.trim()));
    }
    const from = `FROM (${sql}) u
      LEFT JOIN category_mappings m ON m.part_type_key = u.k
      LEFT JOIN categories c ON c.category_id = m.category_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<Array<{ total: number | string }>>(
      `SELECT COUNT(*) AS total ${from}`,
      params,
    );
    const rows = await connection.execute<Array<Record<string, unknown>>>(
      `SELECT u.part_type, u.usage_count, m.id AS mapping_id, m.category_id, c.name AS category_name,
              c.full_path, m.confidence, m.source, CASE WHEN m.id IS NOT NULL AND c.category_id IS NULL THEN 1 ELSE 0 END AS orphaned
       ${from}
       ORDER BY CASE WHEN m.id IS NULL THEN 0 ELSE 1 END, u.usage_count DESC, u.k
       LIMIT ? OFFSET ?`,
      [...params, options.limit ?? 1000, options.skip ?? 0],
    );
    return { items: rows.map(toPartTypeRow), total: Number(total) };
  }

  /** Total and mapped counts over the same part types as `list`. */
  async counts(): Promise<{ total: number; mapped: number }> {
    const sql = await this.universeSql();
    const [row] = await this.em.getConnection().execute<Array<Record<string, number | string>>>(
      `SELECT COUNT(*) AS total, COUNT(m.id) AS mapped
       FROM (${sql}) u LEFT JOIN category_mappings m ON m.part_type_key = u.k`,
    );
    return { total: Number(row.total), mapped: Number(row.mapped) };
  }

  /** One row per part type key: a display spelling and how many records use it. */
  private async universeSql(): Promise<string> {
    const selects: string[] = [];
    for (const { table, column } of await this.presentSources()) {
      selects.push(
        `SELECT LOWER(TRIM(${column})) AS k, MIN(TRIM(${column})) AS part_type, COUNT(*) AS n
         FROM ${table} WHERE ${column} IS NOT NULL AND TRIM(${column}) <> '' GROUP BY LOWER(TRIM(${column}))`,
      );
    }
    selects.push('SELECT part_type_key AS k, part_type, 0 AS n FROM category_mappings');
    return `SELECT k, MIN(part_type) AS part_type, SUM(n) AS usage_count FROM (${selects.join(' UNION ALL ')}) s GROUP BY k`;
  }

  /**
   * Parts and products come from other modules; until their tables exist they add nothing.
   * Probed with a query that reads no row (knex's hasTable is not reliable on every driver).
   */
  private async presentSources() {
    const connection = this.em.getConnection();
    for (const source of PART_TYPE_SOURCES) {
      if (this.present.has(source.table)) continue;
      try {
        await connection.execute(`SELECT ${source.column} FROM ${source.table} WHERE 1 = 0`);
        this.present.add(source.table);
      } catch {
        // Not there yet: the module that owns it is not installed.
      }
    }
    return PART_TYPE_SOURCES.filter((s) => this.present.has(s.table));
  }
}

function toPartTypeRow(row: Record<string, unknown>): PartTypeRow {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    part_type: String(row.part_type),
    usage_count: Number(row.usage_count ?? 0),
    mapping_id: number(row.mapping_id),
    category_id: number(row.category_id),
    category_name: (row.category_name as string | null) ?? null,
    full_path: (row.full_path as string | null) ?? null,
    confidence: number(row.confidence),
    source: (row.source as string | null) ?? null,
    orphaned: Number(row.orphaned) === 1,
  };
}
