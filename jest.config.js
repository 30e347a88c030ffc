/** Unit suites: no emulator, no browser. The emulator and browser suites live in tests/. */
module.exports = {
  projects: ['<rootDir>/contract', '<rootDir>/functions', '<rootDir>/web/jest.config.cjs'],
};
