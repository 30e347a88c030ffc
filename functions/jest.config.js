/** Unit tests of the functions: plain Node; boundaries such as Storage may be faked here. */
module.exports = {
  displayName: 'functions',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../tests/support/forbid-only.cjs'],
  moduleNameMapper: { '^@kasuwa/contract/(.*)$': '<rootDir>/../contract/src/$1' },
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs' } }] },
};
