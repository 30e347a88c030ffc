/** Component tests: jsdom and Testing Library. No Firebase here; pages that need it are tested end to end. */
module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  // npm test runs these beside the type check and the lint: a page's 50 rows, 4.8 s alone on
  // 2026-12-02, passed 5 s there. A hang guard of about twice the slowest test alone (6.3 s).
  testTimeout: 15_000,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../tests/support/forbid-only.cjs', '<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.cjs',
    '^@kasuwa/contract/(.*)$': '<rootDir>/../contract/src/$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, module: 'commonjs', jsx: 'react-jsx', esModuleInterop: true } },
    ],
  },
};
