import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { sqlRunner } from '../../common/sql/sql-runner';
import { HAS_FILE, READ_CHUNK, REMOVE_FILES_OF, STORE_CHUNK } from '../sql/export-files.sql';

/** Rows of 4 MiB: few enough rows for a big feed, small enough to hold one at a time. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Finished export files kept in the database, for processes that share it: any of them serves a
 * download, also after the process that made the file has stopped. Written and read one chunk at a
 * time, so memory stays flat whatever the file's size. Removed with the job's retention.
 */
@Injectable()
export class ExportFiles {
  constructor(private readonly em: EntityManager) {}

  async store(jobId: string, path: string): Promise<void> {
    const sql = sqlRunner(this.em);
    let chunk = 0;
    for await (const data of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
      await sql.run(STORE_CHUNK, [jobId, chunk++, data as Buffer]);
    }
  }

  async has(jobId: string): Promise<boolean> {
    return (await sqlRunner(this.em).one(HAS_FILE, [jobId])) ?? false;
  }

  read(jobId: string): Readable {
    const sql = sqlRunner(this.em);
    return Readable.from(
      (async function* () {
        for (let chunk = 0; ; chunk++) {
          const data = await sql.one(READ_CHUNK, [jobId, chunk]);
          if (!data) return;
          yield data;
        }
      })(),
    );
  }

  async removeOf(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await sqlRunner(this.em).run(REMOVE_FILES_OF, jobIds, jobIds.length);
  }
}
