/** Component tests: jsdom and Testing Library. No Firebase here; pages that need it are tested end to end. */
module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../tests/support/forbid-only.cjs', '<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.cjs',
    '^(.+\\.ttf)\\?url$': '$1',
    '^@kasuwa/contract/(.*)$': '<rootDir>/../contract/src/$1',
  },
  transform: {
    '\\.ttf$': '<rootDir>/src/test/file-path.cjs',
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, module: 'commonjs', jsx: 'react-jsx', esModuleInterop: true } },
    ],
  },
};
