import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors/http-errors';
import { importLock } from '../../common/jobs/import-lock';
import { Page } from '../../common/paging/page-query';
import { containsPattern } from '../../common/sql/like-pattern';
import { CategoryMapping, MappingSource } from '../entities/category-mapping.entity';
import { MappingView } from './mapping-views';
import { partTypeKey } from '../part-types/part-type-key';
import { PartTypesService } from '../part-types/part-types.service';
import { sqlRunner } from '../../common/sql/sql-runner';
import {
  COUNT_ALL_MAPPINGS,
  COUNT_MAPPED_KEYS,
  COUNT_MAPPINGS,
  LATEST_MAPPINGS,
  MAPPING_BY_ID,
  MAPPING_BY_PART_TYPE_KEY,
  ORPHANED_PART_TYPES,
  PAGE_OF_MAPPINGS,
  UPSERT_MAPPINGS,
} from '../sql/mappings.sql';
import { TaxonomyIndex } from '../taxonomy/taxonomy-index.service';

export interface MappingInput {
  part_type: string;
  category_id: number;
  confidence: number | null;
  source: MappingSource;
}

export interface MappingStats {
  total_part_types: number;
  mapped: number;
  unmapped: number;
  orphaned: number;
  coverage_percent: number;
  total_mappings: number;
  total_categories: number;
}

/** Rows per upsert statement: 8 parameters each. */
const UPSERT_BATCH = 500;
const ORPHANS_NAMED = 100;

@Injectable()
export class MappingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly index: TaxonomyIndex,
    private readonly partTypes: PartTypesService,
  ) {}

  async list(limit: number, offset: number, search?: string): Promise<Page<MappingView>> {
    const like = search?.trim() ? containsPattern(search.trim()) : undefined;
    const params: [] | [string, string] = like ? [like, like] : [];
    const sql = sqlRunner(this.em);
    const [total] = await sql.rows(COUNT_MAPPINGS, params, !!like);
    const items = await sql.rows(PAGE_OF_MAPPINGS, [...params, limit, offset], !!like);
    return { items, total };
  }

  /** The most recently changed mappings, for a quick review of what was mapped. */
  async sample(limit: number): Promise<Page<MappingView>> {
    const sql = sqlRunner(this.em);
    const [total] = await sql.rows(COUNT_ALL_MAPPINGS, []);
    return { items: await sql.rows(LATEST_MAPPINGS, [limit]), total };
  }

  async get(id: number): Promise<MappingView> {
    const mapping = await sqlRunner(this.em).one(MAPPING_BY_ID, [id]);
    if (!mapping) throw notFound('Mapping', id);
    return mapping;
  }

  async getByPartType(partType: string): Promise<MappingView | null> {
    const key = partTypeKey(partType);
    return (await sqlRunner(this.em).one(MAPPING_BY_PART_TYPE_KEY, [key])) ?? null;
  }

  async create(input: MappingInput, userId: number | null): Promise<MappingView> {
    await this.assertCategory(input.category_id);
    const key = partTypeKey(input.part_type);
    await this.assertPartTypeFree(key);
    const mapping = this.em.create(CategoryMapping, {
      part_type: input.part_type.trim(),
      part_type_key: key,
      category_id: input.category_id,
      confidence: input.confidence,
      source: input.source,
      created_by: userId,
    });
    await this.em.flush();
    return this.get(mapping.id);
  }

  async update(id: number, changes: Partial<MappingInput>): Promise<MappingView> {
    const mapping = await this.em.findOne(CategoryMapping, id);
    if (!mapping) throw notFound('Mapping', id);
    if (changes.category_id !== undefined) {
      await this.assertCategory(changes.category_id);
      mapping.category_id = changes.category_id;
    }
    if (changes.part_type !== undefined) {
      const key = partTypeKey(changes.part_type);
      if (key !== mapping.part_type_key) await this.assertPartTypeFree(key);
      mapping.part_type = changes.part_type.trim();
      mapping.part_type_key = key;
    }
    if (changes.confidence !== undefined) mapping.confidence = changes.confidence;
    if (changes.source !== undefined) mapping.source = changes.source;
    await this.em.flush();
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.em.nativeDelete(CategoryMapping, { id });
    if (!deleted) throw notFound('Mapping', id);
  }

  /**
   * Creates or replaces the mapping of each part type in one transaction with batched
   * INSERT … ON CONFLICT. Later entries for the same part type win.
   */
  async upsertMany(inputs: MappingInput[], userId: number | null): Promise<{ created: number; updated: number; same: number }> {
    const byKey = new Map(inputs.map((input) => [partTypeKey(input.part_type), input]));
    const now = new Date();
    let updated = 0;
    let same = 0;
    // Counting existing rows then upserting must not interleave with another writer.
    await importLock.run('category_mappings', () => this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      const entries = [...byKey.entries()];
      for (let start = 0; start < entries.length; start += UPSERT_BATCH) {
        const batch = entries.slice(start, start + UPSERT_BATCH);
        const [counted] = await sql.rows(
          COUNT_MAPPED_KEYS,
          [...batch.flatMap(([key, m]) => [key, m.category_id]), ...batch.map(([key]) => key)],
          batch.length,
        );
        updated += counted.existing;
        same += counted.same;
        await sql.run(
          UPSERT_MAPPINGS,
          batch.flatMap(([key, m]) => [m.part_type.trim(), key, m.category_id, m.confidence, m.source, now, now, userId]),
          batch.length,
        );
      }
    }));
    // `updated` counts every mapping replaced (the specification's figure); `same` those already mapped to that category.
    return { created: byKey.size - updated, updated, same };
  }

  async stats(): Promise<MappingStats> {
    const [counts, orphaned, [total_mappings], categories] = await Promise.all([
      this.partTypes.counts(),
      this.orphanedPartTypes(),
      sqlRunner(this.em).rows(COUNT_ALL_MAPPINGS, []),
      this.index.categories(),
    ]);
    return {
      total_part_types: counts.total,
      mapped: counts.mapped,
      unmapped: counts.total - counts.mapped,
      orphaned: orphaned.total,
      coverage_percent: counts.total ? Math.round((counts.mapped / counts.total) * 1000) / 10 : 0,
      total_mappings,
      total_categories: categories.length,
    };
  }

  /** Mappings whose category is not in the loaded taxonomy (after a re-upload dropped it). */
  async orphanedPartTypes(): Promise<{ total: number; part_types: string[] }> {
    const partTypes = await sqlRunner(this.em).rows(ORPHANED_PART_TYPES, []);
    return { total: partTypes.length, part_types: partTypes.slice(0, ORPHANS_NAMED) };
  }

  private async assertCategory(categoryId: number): Promise<void> {
    if (!(await this.index.byId(categoryId))) throw notFound('Category', categoryId);
  }

  private async assertPartTypeFree(key: string): Promise<void> {
    const existing = await this.em.findOne(CategoryMapping, { part_type_key: key });
    if (existing) throw conflict(`Part type '${existing.part_type}' is already mapped (mapping ${existing.id})`);
  }
}
