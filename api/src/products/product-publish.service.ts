import { EntityManager } from '@mikro-orm/knex';
import { BadRequestException, Injectable } from '@nestjs/common';
import { PRODUCT_STORED_COLUMNS } from './product-fields';
import { ProductDetailsService } from './product-details.service';
import { ProductPositionsService } from './product-positions.service';
import type { ProductDetailView } from './product-views';
import { productIssues } from '../feeds/rules/product-rules';

const COPIED = ['brand_id', ...PRODUCT_STORED_COLUMNS];

/**
 * Publish = copy a draft that breaks none of Google's product data rules (the errors of the rule set the
 * feed and its diagnostics use) into live_products, one live copy per draft.
 */
@Injectable()
export class ProductPublishService {
  constructor(
    private readonly em: EntityManager,
    private readonly details: ProductDetailsService,
    private readonly positions: ProductPositionsService,
  ) {}

  async publish(draftId: number): Promise<ProductDetailView> {
    const draft = await this.details.get('draft', draftId);
    const problems = productIssues(draft)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => ({ field: issue.attribute, message: issue.message }));
    if (problems.length) throw new BadRequestException({ detail: problems });

    const now = new Date();
    await this.em.getConnection().execute(
      `INSERT INTO live_products (draft_product_id, ${COPIED.join(', ')}, is_live, published_at, created_at, updated_at)
       SELECT id, ${COPIED.join(', ')}, ?, ?, ?, ? FROM draft_products WHERE id = ?
       ON CONFLICT (draft_product_id) DO UPDATE SET
         ${[...COPIED, 'is_live', 'published_at', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [true, now, now, now, draftId],
      'run',
    );
    await this.positions.invalidate('live');
    const [live] = await this.em
      .getConnection()
      .execute<Array<{ id: unknown }>>('SELECT id FROM live_products WHERE draft_product_id = ?', [draftId]);
    return this.details.get('live', Number(live.id));
  }
}
