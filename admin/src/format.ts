const MISSING = 'N/A';

/** Count badges: K from 1,000 and M from 1,000,000, one decimal at most. */
export function abbreviate(count: number): string {
  const compact = (value: number, unit: string) => `${Number(value.toFixed(1))}${unit}`;
  if (Math.abs(count) >= 1_000_000) return compact(count / 1_000_000, 'M');
  if (Math.abs(count) >= 1_000) return compact(count / 1_000, 'K');
  return String(count);
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Prices are USD shown with a dollar sign and 2 decimals. */
export function formatMoney(value: number | string | null | undefined, missing = MISSING): string {
  const number = toNumber(value);
  return number === null ? missing : `$${number.toFixed(2)}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined, missing = MISSING): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US') : missing;
}

/**
 * A moment with its time zone named ('11/26/2026, 2:00:00 AM UTC'): the browser's zone, or `timeZone`
 * (an IANA name such as the nightly run's EXPORT_TIMEZONE). Every time the admin shows goes through here.
 */
export function formatDateTime(value: string | number | Date | null | undefined, missing = MISSING, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-US', { timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) }) : missing;
}

/** A value for a details view: 'N/A' when missing. */
export function orMissing(value: string | number | null | undefined, missing = MISSING): string {
  return value === null || value === undefined || value === '' ? missing : String(value);
}
