import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { displayFileName, ImportErrors, ImportFile, readTextLines } from '../../common/csv';
import { ImportsService } from '../../imports/imports.service';
import type { RecordedImportView } from '../../imports/import-views';
import { describeProblem } from '../../common/csv/problem-location';
import { badRequest } from '../../common/errors/http-errors';
import { importLock } from '../../common/jobs/import-lock';
import { Page } from '../../common/paging/page-query';
import type { CategoryView } from './category-views';
import { MappingsService } from '../mappings/mappings.service';
import { DELETE_ALL_CATEGORIES, INSERT_CATEGORIES } from '../sql/taxonomy.sql';
import { sqlRunner } from '../../common/sql/sql-runner';
import { TaxonomyIndex } from './taxonomy-index.service';
import { TaxonomyBuilder, TaxonomyParseError } from './taxonomy-parser';

export interface TaxonomyUploadResult extends RecordedImportView {
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
    private readonly imports: ImportsService,
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
   * is gone are counted and named in the result. In the imports history every category read is
   * inserted (the taxonomy is replaced whole; a bad line refuses the file).
   */
  upload(file: ImportFile, user: string): Promise<TaxonomyUploadResult> {
    const fileName = displayFileName(file.originalname);
    return this.imports.record('taxonomy', [fileName], user, async () => {
      const categories = await readTaxonomy(file, fileName);
      await importLock.run('categories', () => this.replaceAll(categories));
      this.index.replace(categories);
      const orphaned = await this.mappings.orphanedPartTypes();
      const read = categories.length;
      return {
        result: {
          success: true,
          message: `Loaded ${read} categories from ${fileName}`,
          total_categories: read,
          orphaned_mappings: orphaned.total,
          orphaned_part_types: orphaned.part_types,
        },
        counts: { read, inserted: read, updated: 0, unchanged: 0, not_found: 0, refused: 0 },
        errors: new ImportErrors(),
      };
    });
  }

  private async replaceAll(categories: CategoryView[]): Promise<void> {
    await this.em.transactional(async (em) => {
      const sql = sqlRunner(em);
      await sql.run(DELETE_ALL_CATEGORIES, []);
      for (let start = 0; start < categories.length; start += INSERT_BATCH) {
        const batch = categories.slice(start, start + INSERT_BATCH);
        await sql.run(INSERT_CATEGORIES, batch.flatMap((c) => [c.category_id, c.name, c.full_path, c.full_path.toLowerCase()]), batch.length);
      }
    });
  }
}

/**
 * The file is streamed line by line through the shared text reader (encoding, binary and
 * line-length checks); only the categories are kept.
 */
async function readTaxonomy(file: ImportFile, fileName: string): Promise<CategoryView[]> {
  const builder = new TaxonomyBuilder();
  try {
    for await (const lines of readTextLines(file)) for (const { text, line } of lines) builder.add(text, line);
    return builder.finish();
  } catch (error) {
    if (error instanceof TaxonomyParseError) {
      throw badRequest(describeProblem(fileName, error.message.replace(/^line \d+: /, ''), error.lineNumber ?? undefined));
    }
    throw error;
  }
}
