import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { API_CONTRACT_FILE, apiContractTypes } from '../http/api-contract-types';
import { buildOpenApi } from '../http/openapi';

// Set so the first start prints no generated credentials for a database deleted moments later; nobody signs in, so scrypt can be cheap.
const THROWAWAY_ADMIN = { ADMIN_PASSWORD: 'throwaway-password', ADMIN_ACCESS_TOKEN: 'throwaway-access-token-0123456789', SCRYPT_LOG_N: '14' };

/**
 * `npm run api:types`: regenerates the admin's wire types from the OpenAPI document. The document
 * needs the whole application and so a database: a throwaway SQLite file, never the configured one.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-api-types-'));
  try {
    const app = await createApp(loadConfig({ DATA_DIR: dataDir, EXPORT_NIGHTLY: 'false', ...THROWAWAY_ADMIN }), false);
    try {
      writeFileSync(join(process.cwd(), API_CONTRACT_FILE), await apiContractTypes(buildOpenApi(app)));
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${API_CONTRACT_FILE} written\n`);
}

if (require.main === module) void main();
