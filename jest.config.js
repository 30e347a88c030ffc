/** Unit suites: no emulator, no browser. The emulator and browser suites live in tests/. */
module.exports = {
  // npm test runs these beside the type check and the lint: a page's 50 rows, 4.8 s alone on 2026-12-02,
  // passed Jest's 5 s there. A hang guard of about twice the slowest test alone (6.3 s); Jest takes it
  // from here, not from a project's config.
  testTimeout: 15_000,
  projects: ['<rootDir>/contract', '<rootDir>/functions', '<rootDir>/web/jest.config.cjs'],
};
