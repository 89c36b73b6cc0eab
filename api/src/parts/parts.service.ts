import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { Brand } from '../brands/entities/brand.entity';
import { conflict, notFound } from '../common/errors/http-errors';
import { Page } from '../common/paging/page-query';
import { sqlRunner } from '../common/sql/sql-runner';
import { CreatePartDto, PartListQuery, UpdatePartDto } from './dto/part.dto';
import { Part } from './entities/part.entity';
import { PartDeletedView, PartTypeListView, PartView } from './part-views';
import { PART_BY_ID, PART_COUNT, partConditions, PartFilter, PART_PAGE, partWhereParams } from './sql/part-rows.sql';
import { PART_TYPE_COUNTS } from './sql/part-types.sql';

@Injectable()
export class PartsService {
  constructor(private readonly em: EntityManager) {}

  async list(query: PartListQuery): Promise<Page<PartView>> {
    const filter: PartFilter = { search: query.search?.trim() || undefined };
    const brand = query.brand?.trim();
    if (brand && /^\d+$/.test(brand)) filter.brandId = Number(brand);
    else if (brand) filter.brandName = brand;
    return this.page(filter, query.skip, query.limit);
  }

  async ofBrand(brandId: number, skip: number, limit: number): Promise<Page<PartView>> {
    if (!(await this.em.count(Brand, brandId))) throw notFound('Brand', brandId);
    return this.page({ brandId }, skip, limit);
  }

  async search(q: string, limit: number): Promise<Page<PartView>> {
    return this.page({ partNumber: q }, 0, limit);
  }

  /** Distinct non-empty part types with how many parts carry each; category mappings start from this list. */
  async partTypes(): Promise<PartTypeListView> {
    const items = await sqlRunner(this.em).rows(PART_TYPE_COUNTS, []);
    return { items, total: items.length };
  }

  async get(id: number): Promise<PartView> {
    const part = await sqlRunner(this.em).one(PART_BY_ID, [id]);
    if (!part) throw notFound('Part', id);
    return part;
  }

  async create(dto: CreatePartDto): Promise<PartView> {
    const brand = await this.brand(dto.brand_id);
    await this.assertNumberFree(brand, dto.part_number);
    const part = this.em.create(Part, { brand, part_number: dto.part_number, part_type: dto.part_type ?? null });
    await this.flushUnique(brand, dto.part_number);
    return this.get(part.id);
  }

  async update(id: number, dto: UpdatePartDto): Promise<PartView> {
    const part = await this.em.findOne(Part, id, { populate: ['brand'] });
    if (!part) throw notFound('Part', id);
    const brand = dto.brand_id !== undefined ? await this.brand(dto.brand_id) : part.brand;
    const partNumber = dto.part_number ?? part.part_number;
    if (brand.id !== part.brand.id || partNumber !== part.part_number) await this.assertNumberFree(brand, partNumber);
    part.brand = brand;
    part.part_number = partNumber;
    if (dto.part_type !== undefined) part.part_type = dto.part_type;
    await this.flushUnique(brand, partNumber);
    return this.get(id);
  }

  async remove(id: number): Promise<PartDeletedView> {
    const part = await this.em.findOne(Part, id);
    if (!part) throw notFound('Part', id);
    await this.em.removeAndFlush(part);
    return { success: true, message: `Part ${part.part_number} deleted` };
  }

  private async page(filter: PartFilter, skip: number, limit: number): Promise<Page<PartView>> {
    const conditions = partConditions(filter);
    const params = partWhereParams(filter);
    const sql = sqlRunner(this.em);
    const items = await sql.rows(PART_PAGE, [...params, limit, skip], conditions);
    const [total] = await sql.rows(PART_COUNT, params, conditions);
    return { items, total };
  }

  private async brand(id: number): Promise<Brand> {
    const brand = await this.em.findOne(Brand, id);
    if (!brand) throw notFound('Brand', id);
    return brand;
  }

  private async assertNumberFree(brand: Brand, partNumber: string): Promise<void> {
    if (await this.em.count(Part, { brand, part_number: partNumber })) throw this.duplicate(brand, partNumber);
  }

  private async flushUnique(brand: Brand, partNumber: string): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw this.duplicate(brand, partNumber);
      throw error;
    }
  }

  private duplicate(brand: Brand, partNumber: string) {
    return conflict(`Part "${partNumber}" already exists for brand "${brand.name}"`);
  }
}
