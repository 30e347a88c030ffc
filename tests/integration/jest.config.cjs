const aloneFiles = Object.keys(require('./run-alone.cjs'));

// Two files at a time: most of a file's time is spent waiting on the emulators, not on a core. After
// each file, how far behind the Functions emulator is (tests/support/functions-queue.ts).
module.exports = require('../support/emulator-suite-config.cjs')(
  'integration',
  __dirname,
  ['<rootDir>/../support/functions-queue.ts'],
  { maxWorkers: 2, testPathIgnorePatterns: ['/node_modules/', ...aloneFiles.map((file) => `/${file.replace(/\./g, '\\.')}$`)] },
);
