// Two files at a time, each Jest worker in a Firestore project of its own (rules-env.ts).
module.exports = require('../support/emulator-suite-config.cjs')('rules', __dirname, ['<rootDir>/quiet-sdk.ts'], {
  maxWorkers: 2,
});
