import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawNumber } from '../common/sql/raw-values';
import { MAX_ID_LENGTH } from './rules/current-item-rules';
import { FeedIssue, issue, productIssues, RuleContext } from './rules/product-rules';
import { duplicatedGoogleIds, productBatch, TAXONOMY_REFERENCES } from './sql/product-issues.sql';

export type FeedScope = 'live' | 'draft';

/** A product or current item with what the rules found: what diagnostics report. */
export interface CheckedRecord {
  id: number | string;
  part_number: string;
  title: string | null;
  brand: string | null;
  issues: FeedIssue[];
}

export interface CheckedProduct extends CheckedRecord {
  id: number;
  /** The product's row, with its brand's name as `brand`. */
  row: Record<string, unknown>;
}

const TABLES: Record<FeedScope, string> = { live: 'live_products', draft: 'draft_products' };
const BATCH = 5000;

/**
 * Every product of a list checked against the rule set, read in id order in batches so memory stays
 * flat; the taxonomy and the ids used more than once are read first, once.
 */
@Injectable()
export class ProductIssuesReader {
  constructor(private readonly em: EntityManager) {}

  async *checked(scope: FeedScope): AsyncGenerator<CheckedProduct> {
    const connection = this.em.getConnection();
    const table = TABLES[scope];
    const context = await this.taxonomyContext();
    const duplicated = new Set(
      (await connection.execute<Array<{ google_id: string }>>(
        duplicatedGoogleIds(table),
      )).map((row) => row.google_id),
    );
    for (let after = 0; ; ) {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        productBatch(table),
        [after, BATCH],
      );
      for (const row of rows) {
        const product = { ...row, price: nullableNumber(row.price), sale_price: nullableNumber(row.sale_price) } as Parameters<typeof productIssues>[0] & { google_id?: string };
        const issues = productIssues(product, context);
        if (product.google_id && duplicated.has(product.google_id)) issues.push(issue('duplicate_id', `id '${product.google_id}' is used by more than one product`));
        if (product.google_id && product.google_id.length > MAX_ID_LENGTH) issues.push(issue('id_too_long', `id is ${product.google_id.length} characters long (at most ${MAX_ID_LENGTH})`));
        yield { id: rawNumber(row.id), part_number: String(row.part_number), title: (row.title as string | null) ?? null, brand: String(row.brand), issues, row };
      }
      if (rows.length < BATCH) return;
      after = rawNumber(rows[rows.length - 1].id);
    }
  }

  private async taxonomyContext(): Promise<RuleContext> {
    const rows = await this.em.getConnection().execute<Array<{ category_id: unknown; full_path: string }>>(TAXONOMY_REFERENCES);
    const ids = new Set(rows.map((row) => String(rawNumber(row.category_id))));
    const paths = new Set(rows.map((row) => row.full_path.toLowerCase()));
    return { knowsCategory: (reference) => ids.has(reference) || paths.has(reference.toLowerCase()) };
  }
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
