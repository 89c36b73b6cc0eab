import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { CategoryResolver } from '../categories/mappings/category-resolver.service';
import { partTypeKey } from '../categories/part-types/part-type-key';
import { FeedCounts, FeedFormat, feedEnvelope, writeEntries } from './writer';
import { rawNumber } from '../common/sql/raw-values';
import { countLiveProducts } from './current-items-source';
import { DiagnosticsTally } from './diagnostics-tally';
import { CheckedProduct, ProductIssuesReader } from './product-issues-reader';
import { FeedProduct, productEntryRenderer } from './product-entry';

const BATCH = 1000;

/** The product feed's title when none is given. */
export const DEFAULT_PRODUCT_FEED_NAME = 'Partsfeed products';

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const number = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The Google Merchant Center primary feed of the live products: every product that breaks none of the
 * rules (a product in error stays out until it is fixed), its category its own or its part type's mapping.
 */
@Injectable()
export class ProductFeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: ProductIssuesReader,
    private readonly categories: CategoryResolver,
  ) {}

  /** The live products, every one of which the feed goes through: the export's progress total. */
  count(): Promise<number> {
    return countLiveProducts(this.em.fork());
  }

  /** Writes the feed; `tally` counts every live product by its issues as the feed goes through them. */
  async write(
    out: Writable,
    format: FeedFormat,
    feedName: string,
    tally = new DiagnosticsTally(),
    onProgress?: (productsWritten: number) => void,
  ): Promise<FeedCounts> {
    const envelope = feedEnvelope({ format_type: format, feed_name: feedName, include_brand: true, include_price: true, include_availability: true });
    return writeEntries(this.batches(tally), out, envelope, productEntryRenderer(format, envelope.entryIndent), onProgress);
  }

  private async *batches(tally: DiagnosticsTally): AsyncGenerator<FeedProduct[]> {
    let batch: CheckedProduct[] = [];
    for await (const product of this.reader.checked('live')) {
      if (!tally.add(product.issues, product.excluded)) continue;
      batch.push(product);
      if (batch.length === BATCH) {
        yield this.feedProducts(batch);
        batch = [];
      }
    }
    if (batch.length) yield this.feedProducts(batch);
  }

  private async feedProducts(batch: CheckedProduct[]): Promise<FeedProduct[]> {
    const mapped = await this.categories.resolveMany(batch.map(({ row }) => text(row.product_type)));
    return batch.map(({ row }) => {
      const own = text(row.google_product_category)?.trim();
      const productType = text(row.product_type);
      return {
        feed_id: text(row.google_id)?.trim() || `P${rawNumber(row.draft_product_id ?? row.id)}`,
        title: String(row.title),
        description: String(row.description),
        link: String(row.link),
        image_link: String(row.image_link),
        additional_image_link: text(row.additional_image_link),
        availability: text(row.availability),
        price: number(row.price),
        sale_price: number(row.sale_price),
        sale_price_effective_date: text(row.sale_price_effective_date),
        condition: text(row.condition),
        brand: text(row.brand),
        gtin: text(row.gtin),
        mpn: text(row.mpn),
        google_product_category: own || (productType ? (mapped.get(partTypeKey(productType))?.full_path ?? null) : null),
        product_type: productType,
        shipping_weight: text(row.shipping_weight),
        material: text(row.material),
        vehicle_make: text(row.vehicle_make),
        vehicle_model: text(row.vehicle_model),
        vehicle_year: text(row.vehicle_year),
        custom_labels: [0, 1, 2, 3, 4].map((n) => text(row[`custom_label_${n}`])),
        is_kit: Boolean(row.is_kit),
      };
    });
  }
}
