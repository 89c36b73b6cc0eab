import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
    } finally {
      await t.close();
    }

    const restoredDir = join(scratch, 'restored');
    mkdirSync(restoredDir);
    copyFileSync(backup, join(restoredDir, 'partsfeed.sqlite'));
    const restored = await startTestApp({ env: { DATA_DIR: restoredDir } });
    try {
      const users = await (await restored.as(restored.admin)).get('/auth/users').expect(200);
      expect(users.body.items.map((u: { email: string }) => u.email)).toContain('kept@example.com');
    } finally {
      await restored.close();
    }
  });
});
