import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { rawNumber } from '../common/sql/raw-values';
import type { ProductKind } from './product-rows';

/** Every STEP-th row of the newest-first order is remembered, so a page never skips more than STEP index entries. */
const STEP = 10_000;
/**
 * How long a count and its anchors are trusted. Imports and publishes refresh them at once; a change made
 * elsewhere (a brand deleted with its products) shows in the totals within this time.
 */
const TTL_MS = 60_000;

export interface ListOrder {
  table: string;
  column: string;
}

/** A row of the newest-first order: its order value as the database returns it, and its id. */
export interface Anchor {
  at: unknown;
  id: number;
}

interface Positions {
  total: number;
  /** anchors[k] is the row at position k * STEP; extended on demand, one request at a time. */
  anchors: Anchor[];
  extending: Promise<unknown>;
  expires: number;
}

/**
 * The unfiltered lists' total and page anchors. OFFSET alone would read up to a million index entries
 * for a deep page and COUNT(*) every entry on every request; with these a page of any depth reads at
 * most STEP + limit entries after one seek.
 */
@Injectable()
export class ProductPositionsService {
  private readonly cache = new Map<ProductKind, Positions>();

  constructor(private readonly em: EntityManager) {}

  invalidate(...kinds: ProductKind[]): void {
    for (const kind of kinds) this.cache.delete(kind);
  }

  async total(kind: ProductKind, order: ListOrder): Promise<number> {
    return (await this.positions(kind, order)).total;
  }

  /** The nearest remembered row at or before position `skip` (0-based), and how far past it the page starts. */
  async anchorFor(kind: ProductKind, order: ListOrder, skip: number): Promise<{ anchor: Anchor; offset: number } | null> {
    if (skip < STEP) return null;
    const positions = await this.positions(kind, order);
    const wanted = Math.floor(skip / STEP);
    const extended = positions.extending.then(() => this.extendAnchors(order, positions.anchors, wanted));
    positions.extending = extended.catch(() => undefined);
    await extended;
    const index = Math.min(wanted, positions.anchors.length - 1);
    const anchor = positions.anchors[index];
    return anchor ? { anchor, offset: skip - index * STEP } : null;
  }

  private async positions(kind: ProductKind, order: ListOrder): Promise<Positions> {
    const cached = this.cache.get(kind);
    if (cached && cached.expires > Date.now()) return cached;
    const [row] = await this.em.getConnection().execute<Array<{ n: unknown }>>(`SELECT COUNT(*) AS n FROM ${order.table}`);
    const fresh: Positions = { total: rawNumber(row?.n), anchors: [], extending: Promise.resolve(), expires: Date.now() + TTL_MS };
    this.cache.set(kind, fresh);
    return fresh;
  }

  /** Each next anchor is STEP index entries past the last one: a short seek-and-skip, never a scan from the top. */
  private async extendAnchors(order: ListOrder, anchors: Anchor[], upTo: number): Promise<void> {
    while (anchors.length <= upTo) {
      const last = anchors[anchors.length - 1];
      const [row] = await this.em.getConnection().execute<Array<{ at: unknown; id: unknown }>>(
        `SELECT ${order.column} AS at, id FROM ${order.table}
         ${last ? `WHERE ${order.column} <= ? AND (${order.column} < ? OR id <= ?)` : ''}
         ORDER BY ${order.column} DESC, id DESC LIMIT 1 OFFSET ?`,
        last ? [last.at, last.at, last.id, STEP] : [0],
      );
      if (!row) return;
      anchors.push({ at: row.at, id: Number(row.id) });
    }
  }
}
