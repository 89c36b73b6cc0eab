import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { LOG_LEVELS, type LogSettings } from './log-settings';

/** Nest's start-up chatter, one line per module and route: worth reading only when debugging. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

export function shows(settings: LogSettings, level: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(settings.level);
}

/**
 * The process's one logger: text for people, or one JSON object per line for log collectors
 * (LOG_FORMAT=json), filtered by LOG_LEVEL, with the framework's start-up lines moved to debug.
 */
export class AppLogger extends ConsoleLogger {
  constructor(settings: LogSettings) {
    const json = settings.format === 'json';
    super({
      logLevels: LOG_LEVELS.filter((level) => shows(settings, level)),
      json,
      colors: !json && Boolean(process.stdout.isTTY),
    });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.length ? rest[rest.length - 1] : this.context;
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) super.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}
