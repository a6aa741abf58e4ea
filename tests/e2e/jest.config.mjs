// Browser tests against the built site, served by scripts/run-e2e.mjs.
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  // .mjs too: the feedback and service-worker tests start their own server (server/index.mjs).
  transform: { '^.+\\.m?[tj]s$': ['@swc/jest'] },
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
  maxWorkers: 1,
  // Failures are printed again at the very end, where CI's shortened log still shows them.
  reporters: [['default', { summaryThreshold: 0 }]],
};
