const aloneFiles = Object.keys(require('./run-alone.cjs'));

// The files that must not share the emulators with another (run-alone.cjs says why), one after another.
module.exports = require('../support/emulator-suite-config.cjs')(
  'integration alone',
  __dirname,
  ['<rootDir>/../support/functions-queue.ts'],
  { testMatch: aloneFiles.map((file) => `<rootDir>/${file}`) },
);
