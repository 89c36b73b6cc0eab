import type { EntityManager } from '@mikro-orm/knex';
import { sqlRunner } from '../../common/sql/sql-runner';
import { BrandView } from '../brand-views';
import { ALL_BRANDS } from '../sql/brand-rows.sql';
import { ExportPartRow, PARTS_AFTER } from '../sql/export-parts.sql';

export interface ExportPart {
  id: number;
  part_number: string;
  part_type: string | null;
}

export interface BrandGroup {
  brand: BrandView;
  parts: ExportPart[];
}

const PAGE = 5000;

/** Every brand (by id), and its parts read page by page in (brand_id, part_number) order. */
export class BrandExportSource {
  constructor(private readonly em: EntityManager) {}

  async brands(): Promise<BrandView[]> {
    return sqlRunner(this.em).rows(ALL_BRANDS, []);
  }

  /** Brands with their parts; only one page of parts (plus one brand's parts) is held at a time. */
  async *groups(brands: BrandView[]): AsyncGenerator<BrandGroup> {
    const pages = this.partPages()[Symbol.asyncIterator]();
    let page: ExportPartRow[] = [];
    let index = 0;
    let done = false;
    for (const brand of brands) {
      const own: ExportPart[] = [];
      for (;;) {
        if (index === page.length) {
          if (done) break;
          const next = await pages.next();
          if (next.done) {
            done = true;
            break;
          }
          [page, index] = [next.value, 0];
          continue;
        }
        const part = page[index];
        if (part.brand_id > brand.id) break;
        if (part.brand_id === brand.id) own.push({ id: part.id, part_number: part.part_number, part_type: part.part_type });
        index++;
      }
      yield { brand, parts: own };
    }
  }

  /** Keyset pages on the (brand_id, part_number) unique index: each page is an index range, not a rescan. */
  private async *partPages(): AsyncGenerator<ExportPartRow[]> {
    let after = { brand_id: 0, part_number: '' };
    for (;;) {
      const page = await sqlRunner(this.em).rows(PARTS_AFTER, [after.brand_id, after.part_number, PAGE]);
      if (page.length) yield page;
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { brand_id: last.brand_id, part_number: last.part_number };
    }
  }
}
