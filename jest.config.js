/**
 * `npm test` runs the API suite on a temporary SQLite file, again on PostgreSQL when
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

const base = {
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

const projects = [
  { ...base, displayName: 'api', testMatch: ['<rootDir>/tests/api/**/*.spec.ts'] },
  { ...base, displayName: 'browser', testMatch: ['<rootDir>/tests/browser/**/*.spec.ts'] },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'api-postgres',
    testMatch: ['<rootDir>/tests/api/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', 'sqlite-only'],
    setupFiles: ['reflect-metadata', '<rootDir>/tests/support/use-postgres.ts'],
  });
}

module.exports = { projects, testTimeout: 60_000 };
