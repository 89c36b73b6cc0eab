// The API test files of tests/api-imports/, in one Jest module registry (see runSpecFolder).
import { join } from 'node:path';
import { runSpecFolder } from '../support/spec-folder';

runSpecFolder(join(__dirname, '..', 'api-imports'));
