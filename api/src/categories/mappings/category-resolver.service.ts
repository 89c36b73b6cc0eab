import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { CategoryView } from '../taxonomy/category-views';
import { partTypeKey } from '../part-types/part-type-key';
import { CATEGORIES_OF_PART_TYPE_KEYS } from '../sql/mappings.sql';
import { sqlRunner } from '../../common/sql/sql-runner';

/**
 * What other modules (product details, feed exports) call to turn a product type into
 * the provider category mapped to it. A product's own google_product_category wins;
 * this is only the fallback.
 */
@Injectable()
export class CategoryResolver {
  constructor(private readonly em: EntityManager) {}

  async resolve(productType: string | null | undefined): Promise<CategoryView | null> {
    if (!productType?.trim()) return null;
    return (await this.resolveMany([productType])).get(partTypeKey(productType)) ?? null;
  }

  /** For exports: one query for many product types, keyed by `partTypeKey(productType)`. Orphaned mappings resolve to nothing. */
  async resolveMany(productTypes: Iterable<string | null | undefined>): Promise<Map<string, CategoryView>> {
    const keys = [...new Set([...productTypes].filter((t): t is string => !!t?.trim()).map(partTypeKey))];
    const resolved = new Map<string, CategoryView>();
    for (let start = 0; start < keys.length; start += 500) {
      const batch = keys.slice(start, start + 500);
      for (const { part_type_key, ...category } of await sqlRunner(this.em).rows(CATEGORIES_OF_PART_TYPE_KEYS, batch, batch.length)) {
        resolved.set(part_type_key, category);
      }
    }
    return resolved;
  }
}
