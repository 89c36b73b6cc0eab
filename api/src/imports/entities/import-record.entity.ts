import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type ImportStatus = 'running' | 'completed' | 'completed_with_problems' | 'failed';

/** One import, whoever ran it on whichever process: the imports history. `file_names` is a JSON array. */
@Entity({ tableName: 'imports' })
export class ImportRecord {
  [OptionalProps]?: 'finished_at' | 'detail' | 'read_rows' | 'inserted' | 'updated' | 'unchanged' | 'not_found' | 'refused';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'text' })
  file_names!: string;

  @Property({ type: 'string', length: 320 })
  user_email!: string;

  @Property({ type: 'datetime' })
  started_at!: Date;

  @Property({ type: 'datetime', nullable: true })
  finished_at: Date | null = null;

  @Property({ type: 'string', length: 32 })
  status!: ImportStatus;

  /** Why a failed import failed (the answer's detail). */
  @Property({ type: 'text', nullable: true })
  detail: string | null = null;

  @Property({ type: 'bigint', runtimeType: 'number' }) read_rows = 0;
  @Property({ type: 'bigint', runtimeType: 'number' }) inserted = 0;
  @Property({ type: 'bigint', runtimeType: 'number' }) updated = 0;
  @Property({ type: 'bigint', runtimeType: 'number' }) unchanged = 0;
  @Property({ type: 'bigint', runtimeType: 'number' }) not_found = 0;
  @Property({ type: 'bigint', runtimeType: 'number' }) refused = 0;
}
