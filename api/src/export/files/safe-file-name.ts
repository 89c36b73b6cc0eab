import { join } from 'node:path';
import { badRequest } from '../../common/errors/http-errors';

const MAX_NAME_BYTES = 255;
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/**
 * A name that stays in the directory it is put in, locally and on the SFTP server: no path
 * separators, no '.'/'..', no leading dot (no overwriting the server account's dotfiles), no
 * control characters (NUL cuts a path short in C). Throws a 400 `{detail}` naming the field.
 */
export function assertSafeFileName(name: string, field: string): string {
  const problem = fileNameProblem(name);
  if (problem) throw badRequest(`${field} ${problem}`);
  return name;
}

/** Why `name` is not a plain file name, or null when it is. */
export function fileNameProblem(name: string): string | null {
  if (typeof name !== 'string' || name.trim() === '') return 'must not be empty';
  if (CONTROL_CHARS.test(name)) return 'must not contain control characters';
  if (name.includes('/') || name.includes('\\')) return "must be a plain file name without '/' or '\\'";
  if (name.startsWith('.')) return "must not start with '.'";
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return `must be at most ${MAX_NAME_BYTES} bytes long`;
  return null;
}

/** `dir/name` once `name` is known to be a plain file name. */
export function pathInside(dir: string, name: string, field: string): string {
  return join(dir, assertSafeFileName(name, field));
}
