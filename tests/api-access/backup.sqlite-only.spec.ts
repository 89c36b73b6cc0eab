import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupSqlite } from '../../api/src/cli/backup';
import { startTestApp } from '../support/app';

describe('backup of the SQLite database', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'partsfeed-backup-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('copies the running database consistently, and a restored copy has the data', async () => {
    const t = await startTestApp();
    let backup: string;
    try {
      const admin = await t.as(t.admin);
      await admin.post('/auth/users').send({ email: 'kept@example.com', password: 'kept-password', access_token: 'kept-access-token-01234' }).expect(201);
      backup = await backupSqlite(join(t.dataDir, 'partsfeed.sqlite'), join(scratch, 'backups'));
      expect(statSync(backup).mode & 0o777).toBe(0o600);
    } finally {
      await t.close();
    }

    const restoredDir = join(scratch, 'restored');
    mkdirSync(restoredDir);
    copyFileSync(backup, join(restoredDir, 'partsfeed.sqlite'));
    chmodSync(join(restoredDir, 'partsfeed.sqlite'), 0o644);
    const restored = await startTestApp({ env: { DATA_DIR: restoredDir } });
    try {
      const users = await (await restored.as(restored.admin)).get('/auth/users').expect(200);
      expect(users.body.items.map((u: { email: string }) => u.email)).toContain('kept@example.com');
      // A file restored with wider permissions is narrowed at start.
      expect(statSync(join(restoredDir, 'partsfeed.sqlite')).mode & 0o777).toBe(0o600);
    } finally {
      await restored.close();
    }
  });

  it('creates the database and its WAL files readable and writable by their owner only', async () => {
    const t = await startTestApp();
    try {
      await (await t.as(t.admin)).get('/auth/users').expect(200);
      for (const name of ['partsfeed.sqlite', 'partsfeed.sqlite-wal', 'partsfeed.sqlite-shm']) {
        const path = join(t.dataDir, name);
        expect([name, existsSync(path) && statSync(path).mode & 0o777]).toEqual([name, 0o600]);
      }
    } finally {
      await t.close();
    }
  });
});
