import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { currentItemBatches } from '../export/jobs/current-items-source';
import { currentItemIssues } from './rules/current-item-rules';
import type { CheckedRecord } from './product-issues-reader';

/** Every current item checked against the stock-and-price feed's rules, in id order, a batch at a time. */
@Injectable()
export class CurrentItemIssuesReader {
  constructor(private readonly em: EntityManager) {}

  async *checked(): AsyncGenerator<CheckedRecord> {
    for await (const batch of currentItemBatches(this.em.fork(), undefined)) {
      for (const item of batch) yield { id: item.id, part_number: item.part_number, title: null, brand: item.brand, issues: currentItemIssues(item) };
    }
  }
}
