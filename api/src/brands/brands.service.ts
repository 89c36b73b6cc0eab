import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/errors/http-errors';
import { Page } from '../common/paging/page-query';
import { sqlRunner } from '../common/sql/sql-runner';
import { ProductPositionsService } from '../products/product-positions.service';
import { BrandDeletedView, BrandStatsView, BrandView } from './brand-views';
import { BrandListQuery, CreateBrandDto, UpdateBrandDto } from './dto/brand.dto';
import { Brand } from './entities/brand.entity';
import { DELETE_BRAND, DELETE_BRAND_PARTS } from './sql/brand-delete.sql';
import { BRAND_NAME_TAKEN } from './sql/brand-name.sql';
import { BRAND_BY_ID, BRAND_COUNT, BRAND_PAGE, brandSearch } from './sql/brand-rows.sql';
import { BRAND_STATS } from './sql/brand-stats.sql';

@Injectable()
export class BrandsService {
  constructor(
    private readonly em: EntityManager,
    // Product lists cache totals and search counts; a brand's rename or deletion changes them.
    private readonly productPositions: ProductPositionsService,
  ) {}

  async list(query: BrandListQuery): Promise<Page<BrandView>> {
    const { searching, params } = brandSearch(query.search?.trim());
    const sql = sqlRunner(this.em);
    const items = await sql.rows(BRAND_PAGE, [...params, query.limit, query.skip], searching);
    const [total] = await sql.rows(BRAND_COUNT, params, searching);
    return { items, total };
  }

  async get(id: number): Promise<BrandView> {
    const brand = await sqlRunner(this.em).one(BRAND_BY_ID, [id]);
    if (!brand) throw notFound('Brand', id);
    return brand;
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
      const sql = sqlRunner(em);
      const parts = await sql.run(DELETE_BRAND_PARTS, [id]);
      await sql.run(DELETE_BRAND, [id]);
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
    const [stats] = await sqlRunner(this.em).rows(BRAND_STATS, [true]);
    return stats;
  }

  /** Names are compared case-insensitively, as the import matches them: 'BOSCH' is Bosch. */
  private async assertNameFree(name: string, exceptId = 0): Promise<void> {
    const taken = await sqlRunner(this.em).one(BRAND_NAME_TAKEN, [name.toLowerCase(), exceptId]);
    if (taken !== undefined) throw conflict(`Brand "${taken}" already exists`);
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
