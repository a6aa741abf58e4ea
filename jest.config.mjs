// Unit and component tests (jsdom). Browser tests against the built site live in tests/e2e and
// run through scripts/run-e2e.mjs with their own config.
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  // .mjs too: the server and the rules it shares with the form are plain ESM JavaScript (node runs
  // them without a loader); SWC turns them into CommonJS like everything else under test.
  transform: {
    '^.+\\.m?(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/support/styleMock.cjs',
    '^@docusaurus/(Link|router|useDocusaurusContext|useBaseUrl|useIsBrowser|ExecutionEnvironment)$':
      '<rootDir>/tests/unit/support/docusaurus/$1.tsx',
    '^@generated/codeTranslations$': '<rootDir>/tests/unit/support/docusaurus/codeTranslations.ts',
    '^@generated/routes$': '<rootDir>/tests/unit/support/docusaurus/routes.ts',
    // As the browser build has it: one page's tables with the module, one in a chunk of its own.
    '^@docs-api-reference/tables$': '<rootDir>/tests/unit/support/apiTables.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/support/setup.ts'],
};
