import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { CategorySearch } from './category-search';
import type { CategoryView } from './category-views';
import { CategorySuggester } from '../suggest';
import { ALL_CATEGORIES } from '../sql/taxonomy.sql';
import { sqlRunner } from '../../common/sql/sql-runner';

interface Loaded {
  categories: CategoryView[];
  byId: Map<number, CategoryView>;
  byPath?: Map<string, CategoryView>;
  search?: CategorySearch;
  suggester?: CategorySuggester;
}

/**
 * The loaded taxonomy kept in memory for search, path look-ups and suggestions.
 * Read from the database on first use and replaced whenever a taxonomy is uploaded;
 * the path look-up, search index and suggestion engine are built on their first use, so an
 * upload does not wait for them.
 */
@Injectable()
export class TaxonomyIndex {
  private loaded?: Promise<Loaded>;

  constructor(private readonly em: EntityManager) {}

  replace(categories: CategoryView[]): void {
    this.loaded = Promise.resolve(build(categories));
  }

  async categories(): Promise<CategoryView[]> {
    return (await this.load()).categories;
  }

  async byId(categoryId: number): Promise<CategoryView | undefined> {
    return (await this.load()).byId.get(categoryId);
  }

  /** Case-insensitive look-up of a full path such as 'Vehicles & Parts > Vehicle Parts & Accessories'. */
  async byPath(fullPath: string): Promise<CategoryView | undefined> {
    const loaded = await this.load();
    loaded.byPath ??= new Map(loaded.categories.map((c) => [normalisePath(c.full_path), c]));
    return loaded.byPath.get(normalisePath(fullPath));
  }

  async search(query: string, limit: number): Promise<{ items: CategoryView[]; total: number }> {
    const loaded = await this.load();
    const suggester = await this.suggester();
    loaded.search ??= new CategorySearch(loaded.categories, (words) => suggester.rank(words));
    return loaded.search.search(query, limit);
  }

  async suggester(): Promise<CategorySuggester> {
    const loaded = await this.load();
    loaded.suggester ??= new CategorySuggester(loaded.categories);
    return loaded.suggester;
  }

  private load(): Promise<Loaded> {
    this.loaded ??= this.read().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async read(): Promise<Loaded> {
    return build(await sqlRunner(this.em).rows(ALL_CATEGORIES, []));
  }
}

function normalisePath(path: string): string {
  return path
    .split('>')
    .map((segment) => segment.trim().toLowerCase())
    .join(' > ');
}

function build(categories: CategoryView[]): Loaded {
  return {
    categories,
    byId: new Map(categories.map((c) => [c.category_id, c])),
  };
}
