/** Runs inside `firebase emulators:exec` (npm test), which sets the emulator hosts in the environment. */
module.exports = {
  displayName: 'integration',
  rootDir: '.',
  testEnvironment: 'node',
  testTimeout: 30_000,
  // One emulator holds every test's data: files run one after another.
  maxWorkers: 1,
  moduleNameMapper: { '^@kasuwa/contract/(.*)$': '<rootDir>/../../contract/src/$1' },
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', esModuleInterop: true, resolveJsonModule: true } }] },
};
