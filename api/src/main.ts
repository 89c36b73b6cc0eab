import './memory-settings';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { AppLogger } from './common/logging/app-logger';
import { databaseLabel } from './database/database-label';
import { appVersion } from './config/app-version';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config, new AppLogger(config.log));
  await app.listen(config.port, config.host);
  new Logger('Partsfeed').log(
    `Partsfeed ${appVersion()} serving http://${config.host}:${config.port} (API /api/v1, docs /api/docs), database ${databaseLabel(config)}`,
  );
}

void main();
