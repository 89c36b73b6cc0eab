import type { LogLevel } from '@nestjs/common';

/** Most to least severe; a LOG_LEVEL shows its own level and those before it. */
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export interface LogSettings {
  level: LogLevel;
  format: 'text' | 'json';
}
