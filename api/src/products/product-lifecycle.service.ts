import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/errors/http-errors';
import { sqlRunner } from '../common/sql/sql-runner';
import { ProductPositionsService } from './product-positions.service';
import { draftId, liveId } from './product-ids';
import type { ProductRemovedView } from './product-views';
import { DELETE_DRAFT, DELETE_LIVE, DRAFT_EXISTS } from './sql/product-lifecycle.sql';
import { LIVE_ID_OF_DRAFT } from './sql/product-publish.sql';

/**
 * Undoing a publish and removing a draft. Unpublishing deletes the live copy (it leaves the live list and
 * both feeds, which read live_products) and keeps the draft; a draft with a live copy cannot be deleted
 * until it is unpublished, so nothing in the feed loses its source silently.
 */
@Injectable()
export class ProductLifecycleService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
  ) {}

  async unpublish(id: number): Promise<ProductRemovedView> {
    if (!(await sqlRunner(this.em).run(DELETE_LIVE, [id]))) throw notFound('Live product', id);
    await this.positions.invalidate('live');
    return { id, message: `${liveId(id)} was unpublished: it left the live list and the product feed; its draft stays` };
  }

  async deleteDraft(id: number): Promise<ProductRemovedView> {
    const sql = sqlRunner(this.em);
    if (!(await sql.rows(DRAFT_EXISTS, [id])).length) throw notFound('Draft product', id);
    const live = await sql.one(LIVE_ID_OF_DRAFT, [id]);
    if (live !== undefined) throw conflict(`Draft product ${id} is live as ${liveId(live)}: unpublish it first`);
    await sql.run(DELETE_DRAFT, [id]);
    await this.positions.invalidate('draft');
    return { id, message: `${draftId(id)} was deleted` };
  }
}
