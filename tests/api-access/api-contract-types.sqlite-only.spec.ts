import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CONTRACT_FILE, apiContractTypes } from '../../api/src/http/api-contract-types';
import { buildOpenApi } from '../../api/src/http/openapi';
import { startTestApp } from '../support/app';

// SQLite only: the document does not depend on the database, so a PostgreSQL run would repeat this one.
describe("the admin's wire types", () => {
  it('are what the current OpenAPI document generates', async () => {
    const t = await startTestApp();
    let generated: string;
    try {
      generated = await apiContractTypes(buildOpenApi(t.app));
    } finally {
      await t.close();
    }
    // A plain comparison: toBe would print a diff of the whole 4,000-line file.
    if (generated !== readFileSync(join(__dirname, '..', '..', API_CONTRACT_FILE), 'utf8')) {
      throw new Error(
        `${API_CONTRACT_FILE} differs from the API's OpenAPI document: run \`npm run api:types\` and commit the result. ` +
          'If it still differs after that, some DTO property has its type only from decorator metadata, which tsc (the command) ' +
          'and SWC (the tests) emit differently: give it an explicit `type` in its @ApiProperty.',
      );
    }
  });
});
