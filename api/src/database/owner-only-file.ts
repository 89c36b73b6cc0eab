import { chmodSync, closeSync, openSync } from 'node:fs';

/**
 * Creates the file, or narrows an existing one, readable and writable by its owner only: the database holds password
 * hashes and the encrypted SFTP password. SQLite gives its -wal and -shm files the database file's permissions.
 */
export function ownerOnlyFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}
