/**
 * Jest settings for a suite that runs inside `firebase emulators:exec` (npm test), which sets the
 * emulator hosts in the environment. One emulator holds every test's data, so files run one by one
 * unless `overrides` says otherwise.
 */
const { join } = require('node:path');

module.exports = (displayName, rootDir, setupFiles = [], overrides = {}) => ({
  displayName,
  rootDir,
  testEnvironment: 'node',
  // A hang guard, not a performance target (those live in bench/): a file's first call to a function
  // starts that function's worker, which on a busy two-core machine has taken more than 30 s.
  testTimeout: 60_000,
  maxWorkers: 1,
  setupFilesAfterEnv: ['<rootDir>/../support/forbid-only.cjs', ...setupFiles],
  moduleNameMapper: { '^@kasuwa/contract/(.*)$': '<rootDir>/../../contract/src/$1' },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          module: 'commonjs',
          esModuleInterop: true,
          resolveJsonModule: true,
          jsx: 'react-jsx',
          // TypeScript 6 asks for it when the sources span folders (tests, the contract, the seed's JSON).
          rootDir: join(__dirname, '..', '..'),
        },
      },
    ],
  },
  ...overrides,
});
