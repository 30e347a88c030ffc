/** Unit tests of the contract: plain Node, TypeScript through ts-jest. */
module.exports = {
  displayName: 'contract',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../tests/support/forbid-only.cjs'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs' } }] },
};
