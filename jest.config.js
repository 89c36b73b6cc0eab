/**
 * `npm test` runs the unit tests (no app), the API suite on a temporary SQLite file, again on PostgreSQL when
 * TEST_DATABASE_URL names a server (.ci/run starts one), and the browser suite.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * openapi-typescript's CommonJS build requires these ES-module-only packages. Node 20 loads them
 * natively; Jest does so only from Node 24.9, so until then it compiles them to CommonJS. They are
 * matched by name wherever npm places them; an older CommonJS namesake comes through SWC unchanged.
 */
const ESM_ONLY = '(change-case|index-to-position|parse-json|supports-color)';
const swcEsm = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

const base = {
  transform: { '^.+\\.ts$': swc, [`/node_modules/${ESM_ONLY}/.+\\.js$`]: swcEsm },
  // Jest's default skips all of node_modules; this skips a file unless its innermost package is one of ESM_ONLY.
  transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)(?!.*/node_modules/)`],
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

const projects = [
  // Parsers, rules, writers and arithmetic that need no Nest app and no HTTP.
  { ...base, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.spec.ts'] },
  // tests/api-<area>/ holds no test files of its own: tests/api/api-<area>.spec.ts runs each folder (see runSpecFolder).
  { ...base, displayName: 'api', testMatch: ['<rootDir>/tests/api/**/*.spec.ts'] },
  { ...base, displayName: 'browser', testMatch: ['<rootDir>/tests/browser/**/*.spec.ts'] },
];

// In CI the PostgreSQL run is required: without a server it would vanish from the suite without failing it.
if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI=true, and TEST_DATABASE_URL is not set: the API suite must also run on PostgreSQL (.ci/run starts a server).');
}

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'api-postgres',
    testMatch: ['<rootDir>/tests/api/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', 'sqlite-only'],
    setupFiles: ['reflect-metadata', '<rootDir>/tests/support/use-postgres.ts'],
  });
}

module.exports = { projects, testTimeout: 60_000, testSequencer: '<rootDir>/tests/support/test-sequencer.js' };
