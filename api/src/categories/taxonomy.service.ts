import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { describeProblem } from '../common/csv/problem-location';
import { badRequest } from '../common/errors/http-errors';
import { importLock } from '../common/jobs/import-lock';
import { Page } from '../common/paging/page-query';
import type { CategoryView } from './category-view';
import { MappingsService } from './mappings.service';
import { TaxonomyIndex } from './taxonomy-index.service';
import { parseTaxonomy, TaxonomyParseError } from './taxonomy-parser';

export interface TaxonomyUploadResult {
  success: boolean;
  message: string;
  total_categories: number;
  orphaned_mappings: number;
  orphaned_part_types: string[];
}

/** Rows per INSERT: 4 parameters each stays far below SQLite's and PostgreSQL's parameter limits. */
const INSERT_BATCH = 500;

@Injectable()
export class TaxonomyService {
  constructor(
    private readonly em: EntityManager,
    private readonly index: TaxonomyIndex,
    private readonly mappings: MappingsService,
  ) {}

  async list(skip: number, limit: number): Promise<Page<CategoryView>> {
    const categories = await this.index.categories();
    return { items: categories.slice(skip, skip + limit), total: categories.length };
  }

  search(query: string, limit: number): Promise<Page<CategoryView>> {
    return this.index.search(query, limit);
  }

  async stats(): Promise<{ total_categories: number }> {
    return { total_categories: (await this.index.categories()).length };
  }

  /**
   * Replaces the whole taxonomy in one transaction, so a bad file or a failure half-way
   * leaves the previous taxonomy in place. Mappings are untouched; those whose category
   * is gone are counted and named in the result.
   */
  async upload(fileName: string, content: Buffer): Promise<TaxonomyUploadResult> {
    const categories = parseFile(fileName, content);
    await importLock.run('categories', () => this.replaceAll(categories));
    this.index.replace(categories);
    const orphaned = await this.mappings.orphanedPartTypes();
    return {
      success: true,
      message: `Loaded ${categories.length} categories from ${fileName}`,
      total_categories: categories.length,
      orphaned_mappings: orphaned.total,
      orphaned_part_types: orphaned.part_types,
    };
  }

  private async replaceAll(categories: CategoryView[]): Promise<void> {
    await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute('DELETE FROM categories');
      for (let start = 0; start < categories.length; start += INSERT_BATCH) {
        const batch = categories.slice(start, start + INSERT_BATCH);
        await connection.execute(
          `INSERT INTO categories (category_id, name, full_path, path_search) VALUES ${batch.map(() => '(?, ?, ?, ?)').join(', ')}`,
          batch.flatMap((c) => [c.category_id, c.name, c.full_path, c.full_path.toLowerCase()]),
        );
      }
    });
  }
}

function parseFile(fileName: string, content: Buffer): CategoryView[] {
  if (!/\.txt$/i.test(fileName)) {
    throw badRequest(`${fileName}: only .txt taxonomy files are accepted (Google's taxonomy.<locale>.txt or taxonomy-with-ids.<locale>.txt)`);
  }
  if (content.length === 0) throw badRequest(`${fileName}: the file is empty`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw badRequest(`${fileName}: binary or non-UTF-8 content; expected a plain text taxonomy file`);
  }
  try {
    return parseTaxonomy(text);
  } catch (error) {
    if (error instanceof TaxonomyParseError) {
      const line = error.lineNumber ?? undefined;
      throw badRequest(describeProblem(fileName, error.message.replace(/^line \d+: /, ''), line));
    }
    throw error;
  }
}
