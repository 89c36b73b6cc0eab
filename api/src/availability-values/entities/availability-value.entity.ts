import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One availability value of Google's feed, as Partsfeed stores it on items ('in stock'),
 * with what it tells Google. Read-only: the rows come from the migration that creates the table.
 */
@Entity({ tableName: 'availability_values' })
export class AvailabilityValue {
  @PrimaryKey({ type: 'string', length: 16 })
  value!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  description!: string;
}
