import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { sqlRunner } from '../common/sql/sql-runner';
import { PING } from './sql/health.sql';

export interface Readiness {
  status: 'ready' | 'not ready';
  database: 'ok' | 'unreachable';
  pending_migrations: number | null;
}

@Injectable()
export class HealthService {
  constructor(private readonly orm: MikroORM) {}

  /** Ready once the database answers and holds every migration this build knows (a rolling restart waits for that). */
  async readiness(): Promise<Readiness> {
    try {
      // The application's entity manager is always the SQL one: SQLite or PostgreSQL.
      await sqlRunner(this.orm.em as EntityManager).rows(PING, []);
    } catch {
      return { status: 'not ready', database: 'unreachable', pending_migrations: null };
    }
    const pending = (await this.orm.getMigrator().getPendingMigrations()).length;
    return { status: pending === 0 ? 'ready' : 'not ready', database: 'ok', pending_migrations: pending };
  }
}
