/** Unit tests of the contract: plain Node, TypeScript through ts-jest. */
module.exports = {
  displayName: 'contract',
  testEnvironment: 'node',
  // Beside the type check and the lint in npm test: a hang guard of about twice the slowest test alone.
  testTimeout: 15_000,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../tests/support/forbid-only.cjs'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs' } }] },
};
