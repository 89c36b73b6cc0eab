/**
 * Raw SQL rows differ by driver: SQLite gives datetimes as epoch-ms numbers and booleans
 * as 0/1, PostgreSQL gives Date objects and COUNT(*) as a string. These normalise them.
 */
export const rawDate = (value: unknown): Date => (value instanceof Date ? value : new Date(value as number | string));

export const rawBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';

export const rawNumber = (value: unknown): number => Number(value ?? 0);
