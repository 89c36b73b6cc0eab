import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { containsPattern } from '../../common/sql/like-pattern';
import type { PartTypeFilter } from './part-type-filter';
import { countMappedPartTypes, countPartTypes, pageOfPartTypes, PART_TYPE_SOURCES, probePartTypeSource } from '../sql/part-types.sql';

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
    const sources = await this.presentSources();
    const search = options.search?.trim();
    const params: unknown[] = search ? [containsPattern(search)] : [];
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<Array<{ total: number | string }>>(countPartTypes(sources, filter, !!search), params);
    const rows = await connection.execute<Array<Record<string, unknown>>>(pageOfPartTypes(sources, filter, !!search), [
      ...params,
      options.limit ?? 1000,
      options.skip ?? 0,
    ]);
    return { items: rows.map(toPartTypeRow), total: Number(total) };
  }

  /** Total and mapped counts over the same part types as `list`. */
  async counts(): Promise<{ total: number; mapped: number }> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<Record<string, number | string>>>(countMappedPartTypes(await this.presentSources()));
    return { total: Number(row.total), mapped: Number(row.mapped) };
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
        await connection.execute(probePartTypeSource(source));
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
