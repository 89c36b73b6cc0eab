import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawNumber } from '../common/sql/raw-values';
import { sqlRunner } from '../common/sql/sql-runner';
import { ActiveFeedRules } from './feed-rules/active-feed-rules';
import type { CompiledRules } from './feed-rules/compile-rules';
import { MAX_ID_LENGTH } from './rules/current-item-rules';
import { FeedIssue, issue, productIssues, RuleContext } from './rules/product-rules';
import { DUPLICATED_GOOGLE_IDS, PRODUCT_BATCH, TAXONOMY_REFERENCES } from './sql/product-issues.sql';

export type FeedScope = 'live' | 'draft';

/** A product or current item with what the rules found: what diagnostics report. */
export interface CheckedRecord {
  id: number | string;
  part_number: string;
  title: string | null;
  brand: string | null;
  issues: FeedIssue[];
  /** Left out of the feed by a feed rule: counted as excluded, its issues not checked. */
  excluded: boolean;
}

export interface CheckedProduct extends CheckedRecord {
  id: number;
  /** The product's row as the feed rules left it, with its brand's name as `brand`. */
  row: Record<string, unknown>;
}

/** Google's rules for one product row; see ProductIssuesReader.checker. */
export type ProductCheck = (row: Record<string, unknown>) => FeedIssue[];

const TABLES: Record<FeedScope, string> = { live: 'live_products', draft: 'draft_products' };
/**
 * Rows read a batch. A batch lives through several young-generation collections while it is checked and
 * written, so it is promoted to the old generation and dies there: the batch size sets how much garbage
 * the heap grows by between full collections (at 5,000 rows the feed's peak RSS was about 35 MB higher).
 */
const BATCH = 1000;

/**
 * Every product of a list seen through the active feed rules and checked against Google's rules, read in
 * id order in batches so memory stays flat; the taxonomy and the ids used more than once are read first, once.
 */
@Injectable()
export class ProductIssuesReader {
  constructor(
    private readonly em: EntityManager,
    private readonly feedRules: ActiveFeedRules,
  ) {}

  /** The products with the active feed rules applied, or `rules` when given (a preview's draft). */
  async *checked(scope: FeedScope, rules?: CompiledRules): AsyncGenerator<CheckedProduct> {
    const check = await this.checker(scope);
    const applied = rules ?? (await this.feedRules.forFeed('products'));
    for await (const rows of this.rows(scope)) {
      for (const row of rows) {
        const excluded = applied.apply(row) !== null;
        yield { id: rawNumber(row.id), part_number: String(row.part_number), title: (row.title as string | null) ?? null, brand: String(row.brand), issues: excluded ? [] : check(row), excluded, row };
      }
    }
  }

  /** The list's rows as stored, a batch at a time in id order. */
  async *rows(scope: FeedScope): AsyncGenerator<Array<Record<string, unknown>>> {
    const sql = sqlRunner(this.em);
    for (let after = 0; ; ) {
      const rows = await sql.rows(PRODUCT_BATCH, [after, BATCH], TABLES[scope]);
      if (rows.length) yield rows;
      if (rows.length < BATCH) return;
      after = rawNumber(rows[rows.length - 1].id);
    }
  }

  /** Google's rules for the rows of one run over a list, with the taxonomy and the list's repeated ids read once. */
  async checker(scope: FeedScope): Promise<ProductCheck> {
    const context = await this.taxonomyContext();
    const duplicated = new Set(await sqlRunner(this.em).rows(DUPLICATED_GOOGLE_IDS, [], TABLES[scope]));
    return (row) => {
      const product = { ...row, price: nullableNumber(row.price), sale_price: nullableNumber(row.sale_price) } as Parameters<typeof productIssues>[0] & { google_id?: string };
      const issues = productIssues(product, context);
      if (product.google_id && duplicated.has(product.google_id)) issues.push(issue('duplicate_id', `id '${product.google_id}' is used by more than one product`));
      if (product.google_id && product.google_id.length > MAX_ID_LENGTH) issues.push(issue('id_too_long', `id is ${product.google_id.length} characters long (at most ${MAX_ID_LENGTH})`));
      return issues;
    };
  }

  private async taxonomyContext(): Promise<RuleContext> {
    const rows = await sqlRunner(this.em).rows(TAXONOMY_REFERENCES, []);
    const ids = new Set(rows.map((row) => String(row.category_id)));
    const paths = new Set(rows.map((row) => row.full_path.toLowerCase()));
    return { knowsCategory: (reference) => ids.has(reference) || paths.has(reference.toLowerCase()) };
  }
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
