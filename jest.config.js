/** Unit suites: no emulator, no browser. The emulator and browser suites live in tests/. */
module.exports = {
  // npm test runs these beside the type check and the lint: a page's 50 rows, 4.8 s alone on 2026-12-02,
  // passed Jest's 5 s there, and 120 campaign cards (6.3 s alone) passed 15 s beside the lint on a
  // machine running another suite. A hang guard, not a performance target; Jest takes it from here,
  // not from a project's config.
  testTimeout: 30_000,
  projects: ['<rootDir>/contract', '<rootDir>/functions', '<rootDir>/web/jest.config.cjs'],
};
