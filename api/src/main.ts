import './memory-settings';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const database = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  new Logger('Partsfeed').log(`Serving http://${config.host}:${config.port} (API /api/v1, docs /api/docs, database ${database})`);
}

void main();
