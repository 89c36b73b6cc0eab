import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors/http-errors';
import { importLock } from '../../common/jobs/import-lock';
import { Page } from '../../common/paging/page-query';
import { containsPattern, LIKE_ESCAPE } from '../../common/sql/like-pattern';
import { CategoryMapping, MappingSource } from './category-mapping.entity';
import { MAPPING_COLUMNS, MAPPING_FROM, MappingView, toMappingView } from './mapping-view';
import { partTypeKey } from '../part-types/part-type-key';
import { PartTypesService } from '../part-types/part-types.service';
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
    const params: unknown[] = [];
    let where = '';
    if (search?.trim()) {
      // Both columns are stored lowercased, so no LOWER() is needed on them.
      const like = containsPattern(search.trim());
      where = `WHERE m.part_type_key LIKE ? ${LIKE_ESCAPE} OR c.path_search LIKE ? ${LIKE_ESCAPE}`;
      params.push(like, like);
    }
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<Array<{ total: number | string }>>(
      `SELECT COUNT(*) AS total FROM ${MAPPING_FROM} ${where}`,
      params,
    );
    const rows = await connection.execute<Array<Record<string, unknown>>>(
      `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ${where} ORDER BY m.part_type_key LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    return { items: rows.map(toMappingView), total: Number(total) };
  }

  /** The most recently changed mappings, for a quick review of what was mapped. */
  async sample(limit: number): Promise<Page<MappingView>> {
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<Array<{ total: number | string }>>(
      'SELECT COUNT(*) AS total FROM category_mappings',
    );
    const rows = await connection.execute<Array<Record<string, unknown>>>(
      `SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} ORDER BY m.updated_at DESC, m.id DESC LIMIT ?`,
      [limit],
    );
    return { items: rows.map(toMappingView), total: Number(total) };
  }

  async get(id: number): Promise<MappingView> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<Record<string, unknown>>>(`SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.id = ?`, [id]);
    if (!row) throw notFound('Mapping', id);
    return toMappingView(row);
  }

  async getByPartType(partType: string): Promise<MappingView | null> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<Record<string, unknown>>>(`SELECT ${MAPPING_COLUMNS} FROM ${MAPPING_FROM} WHERE m.part_type_key = ?`, [
        partTypeKey(partType),
      ]);
    return row ? toMappingView(row) : null;
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
  async upsertMany(inputs: MappingInput[], userId: number | null): Promise<{ created: number; updated: number }> {
    const byKey = new Map(inputs.map((input) => [partTypeKey(input.part_type), input]));
    const now = new Date();
    let updated = 0;
    // Counting existing rows then upserting must not interleave with another writer.
    await importLock.run('category_mappings', () => this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const entries = [...byKey.entries()];
      for (let start = 0; start < entries.length; start += UPSERT_BATCH) {
        const batch = entries.slice(start, start + UPSERT_BATCH);
        const [{ existing }] = await connection.execute<Array<{ existing: number | string }>>(
          `SELECT COUNT(*) AS existing FROM category_mappings WHERE part_type_key IN (${batch.map(() => '?').join(', ')})`,
          batch.map(([key]) => key),
        );
        updated += Number(existing);
        await connection.execute(
          `INSERT INTO category_mappings (part_type, part_type_key, category_id, confidence, source, created_at, updated_at, created_by)
           VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
           ON CONFLICT (part_type_key) DO UPDATE SET part_type = excluded.part_type, category_id = excluded.category_id,
             confidence = excluded.confidence, source = excluded.source, updated_at = excluded.updated_at`,
          batch.flatMap(([key, m]) => [m.part_type.trim(), key, m.category_id, m.confidence, m.source, now, now, userId]),
        );
      }
    }));
    return { created: byKey.size - updated, updated };
  }

  async stats(): Promise<MappingStats> {
    const [counts, orphaned, [{ total_mappings }], categories] = await Promise.all([
      this.partTypes.counts(),
      this.orphanedPartTypes(),
      this.em.getConnection().execute<Array<{ total_mappings: number | string }>>(
        'SELECT COUNT(*) AS total_mappings FROM category_mappings',
      ),
      this.index.categories(),
    ]);
    return {
      total_part_types: counts.total,
      mapped: counts.mapped,
      unmapped: counts.total - counts.mapped,
      orphaned: orphaned.total,
      coverage_percent: counts.total ? Math.round((counts.mapped / counts.total) * 1000) / 10 : 0,
      total_mappings: Number(total_mappings),
      total_categories: categories.length,
    };
  }

  /** Mappings whose category is not in the loaded taxonomy (after a re-upload dropped it). */
  async orphanedPartTypes(): Promise<{ total: number; part_types: string[] }> {
    const rows = await this.em.getConnection().execute<Array<{ part_type: string }>>(
      `SELECT m.part_type FROM category_mappings m
       WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.category_id = m.category_id)
       ORDER BY m.part_type_key`,
    );
    return { total: rows.length, part_types: rows.slice(0, ORPHANS_NAMED).map((r) => r.part_type) };
  }

  private async assertCategory(categoryId: number): Promise<void> {
    if (!(await this.index.byId(categoryId))) throw notFound('Category', categoryId);
  }

  private async assertPartTypeFree(key: string): Promise<void> {
    const existing = await this.em.findOne(CategoryMapping, { part_type_key: key });
    if (existing) throw conflict(`Part type '${existing.part_type}' is already mapped (mapping ${existing.id})`);
  }
}
