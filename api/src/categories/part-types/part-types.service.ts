import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { containsPattern } from '../../common/sql/like-pattern';
import { sqlRunner } from '../../common/sql/sql-runner';
import type { PartTypeFilter } from './part-type-filter';
import { COUNT_MAPPED_PART_TYPES, COUNT_PART_TYPES, PAGE_OF_PART_TYPES, PART_TYPE_SOURCES, PROBE_PART_TYPE_SOURCE } from '../sql/part-types.sql';

export type { PartTypeRow } from '../sql/part-types.sql';

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
    const params: [] | [string] = search ? [containsPattern(search)] : [];
    const query = { sources, filter, searching: !!search };
    const sql = sqlRunner(this.em);
    const [total] = await sql.rows(COUNT_PART_TYPES, params, query);
    const items = await sql.rows(PAGE_OF_PART_TYPES, [...params, options.limit ?? 1000, options.skip ?? 0], query);
    return { items, total };
  }

  /** Total and mapped counts over the same part types as `list`. */
  async counts(): Promise<{ total: number; mapped: number }> {
    const [counts] = await sqlRunner(this.em).rows(COUNT_MAPPED_PART_TYPES, [], await this.presentSources());
    return counts;
  }

  /**
   * Parts and products come from other modules; until their tables exist they add nothing.
   * Probed with a query that reads no row (knex's hasTable is not reliable on every driver).
   */
  private async presentSources() {
    const sql = sqlRunner(this.em);
    for (const source of PART_TYPE_SOURCES) {
      if (this.present.has(source.table)) continue;
      try {
        await sql.rows(PROBE_PART_TYPE_SOURCE, [], source);
        this.present.add(source.table);
      } catch {
        // Not there yet: the module that owns it is not installed.
      }
    }
    return PART_TYPE_SOURCES.filter((s) => this.present.has(s.table));
  }
}
