import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/sql/like-pattern';
import { sqlRunner } from '../common/sql/sql-runner';
import { ProductPositionsService } from './product-positions.service';
import type { ListOrder, ProductKind } from './product-rows';
import { ProductSearchLinesService } from './search-lines/product-search-lines.service';
import { COUNT, COUNT_UP_TO, IDS, rowsWhere } from './sql/list-pages.sql';
import {
  BRAND_IDS_LIKE,
  BRAND_NAME_LIKE,
  brandIdInSql,
  candidatesSql,
  keyOrBrandSql,
  NEWEST_MATCHES,
  textOnlySql,
  trigramMatchesSql,
} from './sql/product-search.sql';

/** Above this many brands matching a search, they are matched by a subquery instead of a list of ids. */
const BRAND_IDS_INLINE = 1_000;
/**
 * Up to this many matches a search reads its matching rows by id and sorts them (about 1.3 µs a row on the
 * bench machine, so at most ~15 ms); beyond it a term is common, and the newest-first walk of the list index
 * usually finds a page of matches after few entries.
 */
const FEW_MATCHES = 10_000;
/**
 * When the newest SAMPLE rows do not hold the page (the term's rows are older, or the page is deep), the
 * walk would read many entries: up to this many matches are then still sorted by id (at most ~65 ms).
 */
const SORTABLE_MATCHES = 50_000;
/**
 * Counting trigram matches costs about 0.3 µs a match, one pass over the list index about 0.2 µs a row: a
 * term found in more than this share of the newest SAMPLE rows is counted on the list index.
 */
const TRIGRAM_COUNT_SHARE = 0.5;
const SAMPLE = 10_000;
/** A trigram index cannot look up a term shorter than one trigram. */
const TRIGRAM = 3;

interface Filter {
  where: string;
  params: unknown[];
}

/** The rows of the trigram index containing a term: `from` as trigramMatchesSql writes it. */
interface TrigramLookup {
  from: string;
  params: unknown[];
}

/** Brands whose name contains the term, as SQL matching a product's brand_id. */
interface BrandMatch {
  inBrands: string;
  params: unknown[];
}

export interface SearchPage {
  ids: number[];
  total: number;
}

/**
 * A search of the Draft or Live list: rows whose part number or title (search_key) or brand name contains
 * the term, newest first, and how many there are.
 *
 * The plan is picked per term. On SQLite a term of three or more characters is looked up in the trigram
 * index (FTS5, `<table>_search`) first, reading at most FEW_MATCHES + 1 entries: when the term and its
 * brands match few rows, those rows are fetched by id and sorted, and counted as cheaply. A term that
 * matches many rows, or a short one, walks the covering (order, id, brand_id, search_key) index newest
 * first and stops after the page. If the newest rows show that walk would be long (the term's rows are
 * old, or the page deep), a big list's copy of its search lines finds the page in memory
 * (ProductSearchLinesService); without a current copy, up to SORTABLE_MATCHES text matches are sorted
 * by id instead. A walked page's total, unless the page shows it, is counted once per term
 * (ProductPositionsService): from the copy when there is one, else on the trigram index unless the term
 * is in most rows. Still walked far: a page of old matches beyond the copy's first 10,000, and, without
 * a copy, any page of a term with more than SORTABLE_MATCHES rows nearly all of them old.
 * On PostgreSQL search_key LIKE '%term%' has a pg_trgm GIN index and the planner makes the same choice.
 */
@Injectable()
export class ProductSearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly positions: ProductPositionsService,
    private readonly searchLines: ProductSearchLinesService,
  ) {}

  async page(kind: ProductKind, order: ListOrder, search: string, skip: number, limit: number): Promise<SearchPage> {
    const term = search.toLowerCase();
    const brands = await this.brandMatch(term);
    const filter = this.listIndexFilter(term, brands);
    const trigram = this.trigramLookup(order, term);
    const textMatches = trigram ? await this.cappedCount(trigram.from, trigram.params, FEW_MATCHES + 1) : Infinity;
    if (trigram && textMatches <= FEW_MATCHES && (await this.fewBrandRows(order, brands))) {
      return this.sortedById(order, trigram, brands, skip, limit, brands ? undefined : textMatches);
    }
    const copied = this.searchLines.usable(kind, term);
    if ((copied || (trigram && !brands)) && (await this.newestMatches(order, filter)) < skip + limit) {
      // The walk would read past the newest SAMPLE rows (the matches are older or the page is deep).
      const fromCopy = copied ? await this.searchLines.page(kind, term, skip, limit) : null;
      if (fromCopy) return fromCopy;
      if (trigram && !brands) {
        const sortable = await this.cappedCount(trigram.from, trigram.params, SORTABLE_MATCHES + 1);
        if (sortable <= SORTABLE_MATCHES) return this.sortedById(order, trigram, null, skip, limit, sortable);
      }
    }

    // The walked page of a short term or one with many text matches seldom shows its total, and a count in the
    // database is a long pass: the in-memory count (when current) starts now, in its worker threads, beside the walk.
    const fastTotal =
      textMatches > FEW_MATCHES && this.positions.cachedSearchTotal(kind, term) === undefined ? this.searchLines.count(kind, term) : undefined;
    const ids = await this.idsOf(order, filter, skip, limit);
    const pageTellsTotal = ids.length < limit && (ids.length > 0 || skip === 0);
    const total = pageTellsTotal
      ? skip + ids.length
      : await this.positions.searchTotal(
          kind,
          term,
          async () => (await fastTotal) ?? (await this.countMany(order, filter, trigram, brands, textMatches)),
        );
    return { ids, total };
  }

  private async fewBrandRows(order: ListOrder, brands: BrandMatch | null): Promise<boolean> {
    return !brands || (await this.cappedCount(rowsWhere(order.table, brands.inBrands), brands.params, FEW_MATCHES + 1)) <= FEW_MATCHES;
  }

  /**
   * Every candidate (trigram matches and the matching brands' rows) read by id and sorted; counted the
   * same way unless the trigram count already is the total.
   */
  private async sortedById(
    order: ListOrder,
    trigram: TrigramLookup,
    brands: BrandMatch | null,
    skip: number,
    limit: number,
    total?: number,
  ): Promise<SearchPage> {
    const candidates = {
      where: candidatesSql(order.table, trigram.from, brands?.inBrands),
      params: [...trigram.params, ...(brands?.params ?? [])],
    };
    const ids = await this.idsOf(order, candidates, skip, limit);
    return { ids, total: total ?? (await this.count(rowsWhere(order.table, candidates.where), candidates.params)) };
  }

  /**
   * The total of a term with many matches. With few trigram matches but a big brand, the brand's rows are
   * counted on the brand_id index and the text matches outside it by id; without brands, the trigram index
   * counts unless the term is in most rows (judged on the newest ones), where one pass over the list index
   * is cheaper; that pass counts everything else.
   */
  private async countMany(order: ListOrder, filter: Filter, trigram: TrigramLookup | null, brands: BrandMatch | null, textMatches: number) {
    if (trigram && brands && textMatches <= FEW_MATCHES) {
      return (
        (await this.count(rowsWhere(order.table, brands.inBrands), brands.params)) +
        (await this.count(rowsWhere(order.table, textOnlySql(trigram.from, brands.inBrands)), [...trigram.params, ...brands.params]))
      );
    }
    if (trigram && !brands && (await this.newestMatches(order, filter)) <= TRIGRAM_COUNT_SHARE * SAMPLE) {
      return this.count(trigram.from, trigram.params);
    }
    return this.count(rowsWhere(order.table, filter.where), filter.params);
  }

  /** How many of the newest SAMPLE rows match: an estimate that picks a plan, never a result. */
  private async newestMatches(order: ListOrder, filter: Filter): Promise<number> {
    return (await sqlRunner(this.em).one(NEWEST_MATCHES, [...filter.params, SAMPLE], { order, condition: filter.where })) ?? 0;
  }

  /** The FTS5 lookup of a term, as `FROM …` text and its parameters; null where it cannot serve (PostgreSQL, short terms). */
  private trigramLookup(order: ListOrder, term: string): TrigramLookup | null {
    if (this.em.getKnex().client.dialect === 'postgresql' || [...term].length < TRIGRAM) return null;
    // A quoted FTS5 string is the term verbatim (a doubled quote is a quote): with the trigram tokenizer it
    // matches the rows containing it, exactly as LIKE '%term%' on the lower-cased search_key.
    return { from: trigramMatchesSql(order.table), params: [`"${term.replace(/"/g, '""')}"`] };
  }

  /** The list-index filter: search_key contains the term, or the row's brand matches. */
  private listIndexFilter(term: string, brands: BrandMatch | null): Filter {
    return { where: keyOrBrandSql(brands?.inBrands), params: [containsPattern(term), ...(brands?.params ?? [])] };
  }

  /** Brands are looked up once in the small brands table rather than for every product row. */
  private async brandMatch(term: string): Promise<BrandMatch | null> {
    const pattern = containsPattern(term);
    const ids = await sqlRunner(this.em).rows(BRAND_IDS_LIKE, [pattern, BRAND_IDS_INLINE + 1]);
    if (!ids.length) return null;
    if (ids.length > BRAND_IDS_INLINE) return { inBrands: BRAND_NAME_LIKE, params: [pattern] };
    return { inBrands: brandIdInSql(ids.length), params: ids };
  }

  private async idsOf(order: ListOrder, filter: Filter, skip: number, limit: number): Promise<number[]> {
    return sqlRunner(this.em).rows(IDS, [...filter.params, limit, skip], { order, condition: filter.where });
  }

  private async count(from: string, params: unknown[]): Promise<number> {
    return (await sqlRunner(this.em).one(COUNT, params, from)) ?? 0;
  }

  /** COUNT(*) of `FROM …` that stops after `cap` rows. */
  private async cappedCount(from: string, params: unknown[], cap: number): Promise<number> {
    return (await sqlRunner(this.em).one(COUNT_UP_TO, [...params, cap], from)) ?? 0;
  }
}
