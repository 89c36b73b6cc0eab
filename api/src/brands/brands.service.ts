import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/errors/http-errors';
import { Page } from '../common/paging/page-query';
import { containsPattern, likeClause } from '../common/sql/like-pattern';
import { rawNumber } from '../common/sql/raw-values';
import { ProductPositionsService } from '../products/product-positions.service';
import { BRAND_SELECT, toBrandView } from './brand-queries';
import { BrandDeletedView, BrandStatsView, BrandView } from './brand-views';
import { BrandListQuery, CreateBrandDto, UpdateBrandDto } from './dto/brand.dto';
import { Brand } from './entities/brand.entity';

@Injectable()
export class BrandsService {
  constructor(
    private readonly em: EntityManager,
    // Product lists cache totals and search counts; a brand's rename or deletion changes them.
    private readonly productPositions: ProductPositionsService,
  ) {}

  async list(query: BrandListQuery): Promise<Page<BrandView>> {
    const search = query.search?.trim();
    const where = search ? `WHERE ${likeClause('b.name')}` : '';
    const params = search ? [containsPattern(search)] : [];
    const connection = this.em.getConnection();
    const rows = await connection.execute(`${BRAND_SELECT} ${where} ORDER BY b.id LIMIT ? OFFSET ?`, [
      ...params,
      query.limit,
      query.skip,
    ]);
    const [count] = await connection.execute(`SELECT COUNT(*) AS total FROM brands b ${where}`, params);
    return { items: rows.map(toBrandView), total: rawNumber(count.total) };
  }

  async get(id: number): Promise<BrandView> {
    const [row] = await this.em.getConnection().execute(`${BRAND_SELECT} WHERE b.id = ?`, [id]);
    if (!row) throw notFound('Brand', id);
    return toBrandView(row);
  }

  async create(dto: CreateBrandDto): Promise<BrandView> {
    await this.assertNameFree(dto.name);
    const brand = this.em.create(Brand, { name: dto.name });
    await this.flushUnique(dto.name);
    return this.get(brand.id);
  }

  async update(id: number, dto: UpdateBrandDto): Promise<BrandView> {
    const brand = await this.em.findOne(Brand, id);
    if (!brand) throw notFound('Brand', id);
    const newName = dto.name !== undefined && dto.name !== brand.name ? dto.name : undefined;
    if (newName !== undefined) {
      await this.assertNameFree(newName, id);
      brand.name = newName;
    }
    if (dto.active !== undefined) brand.active = dto.active;
    await this.flushUnique(brand.name);
    if (newName !== undefined) await this.productPositions.invalidate('draft', 'live');
    return this.get(id);
  }

  /** The brand's parts go with it, in the same transaction, so no part is ever left without a brand. */
  async remove(id: number): Promise<BrandDeletedView> {
    const deleted = await this.em.transactional(async (em) => {
      const brand = await em.findOne(Brand, id);
      if (!brand) throw notFound('Brand', id);
      const ctx = em.getTransactionContext();
      const deleted = await em.getConnection().execute('DELETE FROM parts WHERE brand_id = ?', [id], 'run', ctx);
      await em.getConnection().execute('DELETE FROM brands WHERE id = ?', [id], 'run', ctx);
      const parts = rawNumber((deleted as { affectedRows?: number }).affectedRows);
      return {
        success: true,
        message: `Brand "${brand.name}" deleted together with its ${parts} part${parts === 1 ? '' : 's'}`,
        parts_deleted: parts,
      };
    });
    await this.productPositions.invalidate('draft', 'live');
    return deleted;
  }

  async stats(): Promise<BrandStatsView> {
    const [row] = await this.em.getConnection().execute(`
      SELECT
        (SELECT COUNT(*) FROM brands) AS brands,
        (SELECT COUNT(*) FROM brands WHERE active = ?) AS active,
        (SELECT COUNT(*) FROM parts) AS parts,
        (SELECT COUNT(*) FROM brands b WHERE NOT EXISTS (SELECT 1 FROM parts p WHERE p.brand_id = b.id)) AS brands_without_parts`,
      [true],
    );
    const brands = rawNumber(row.brands);
    const active = rawNumber(row.active);
    return {
      brands,
      active,
      inactive: brands - active,
      parts: rawNumber(row.parts),
      brands_without_parts: rawNumber(row.brands_without_parts),
    };
  }

  /** Names are compared case-insensitively, as the import matches them: 'BOSCH' is Bosch. */
  private async assertNameFree(name: string, exceptId = 0): Promise<void> {
    const [taken] = await this.em
      .getConnection()
      .execute('SELECT name FROM brands WHERE LOWER(name) = ? AND id <> ?', [name.toLowerCase(), exceptId]);
    if (taken) throw conflict(`Brand "${String(taken.name)}" already exists`);
  }

  /** A concurrent request may take the name between the check and the insert; the unique index decides. */
  private async flushUnique(name: string): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(`Brand "${name}" already exists`);
      throw error;
    }
  }
}
