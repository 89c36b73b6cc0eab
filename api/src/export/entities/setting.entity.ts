import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A named value the operator sets at run time (the SFTP password, encrypted, lives here). */
@Entity({ tableName: 'settings' })
export class Setting {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime' })
  updated_at: Date = new Date();
}
