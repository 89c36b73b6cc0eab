import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One node of the merchant-feed provider's product taxonomy. */
@Entity({ tableName: 'categories' })
export class Category {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  category_id!: number;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 1000 })
  full_path!: string;

  /** Lowercased full path, so a case-insensitive LIKE needs no function on the column. */
  @Property({ type: 'string', length: 1000, hidden: true })
  path_search!: string;
}
