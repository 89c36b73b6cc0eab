import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { availability, type Availability } from '../common/csv/parsers';
import { notFound } from '../common/errors/http-errors';
import { UpdateAvailabilityValueDto } from './availability-value.dto';
import { AvailabilityValuePageView, AvailabilityValueView, toAvailabilityValueView } from './availability-value-views';
import { AvailabilityValue } from './entities/availability-value.entity';

@Injectable()
export class AvailabilityValuesService {
  constructor(private readonly em: EntityManager) {}

  /** All of them, in Google's order: four rows need no paging. */
  async list(): Promise<AvailabilityValuePageView> {
    const rows = await this.em.find(AvailabilityValue, {}, { orderBy: { position: 'asc' } });
    return { items: rows.map(toAvailabilityValueView), total: rows.length };
  }

  /** Looked up by any spelling an import accepts ('in_stock', 'In Stock', 'OOS'…), through the imports' own parser. */
  async get(spelling: string): Promise<AvailabilityValueView> {
    return toAvailabilityValueView(await this.find(spelling));
  }

  /** A new meaning; the value itself and its spellings are the code's. */
  async update(spelling: string, changes: UpdateAvailabilityValueDto): Promise<AvailabilityValueView> {
    const row = await this.find(spelling);
    row.description = changes.description;
    await this.em.flush();
    return toAvailabilityValueView(row);
  }

  private async find(spelling: string): Promise<AvailabilityValue> {
    const value = understood(spelling);
    const row = value && (await this.em.findOne(AvailabilityValue, { value }));
    if (!row) throw notFound('Availability value', spelling);
    return row;
  }
}

function understood(spelling: string): Availability | undefined {
  try {
    return availability(spelling);
  } catch {
    return undefined;
  }
}
