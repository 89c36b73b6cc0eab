// The API test files of tests/api-catalog/, in one Jest module registry (see runSpecFolder).
import { join } from 'node:path';
import { runSpecFolder } from '../support/spec-folder';

runSpecFolder(join(__dirname, '..', 'api-catalog'));
