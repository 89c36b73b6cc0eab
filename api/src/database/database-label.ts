import type { AppConfig } from '../config/app-config';

/** The database in use, for the start-up line: never the URL's user name or password. */
export function databaseLabel(config: AppConfig): string {
  if (!config.databaseUrl) return `SQLite ${config.sqlitePath}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
