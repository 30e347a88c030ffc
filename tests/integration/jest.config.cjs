// After each file, how far behind the Functions emulator is (tests/support/functions-queue.ts).
module.exports = require('../support/emulator-suite-config.cjs')('integration', __dirname, [
  '<rootDir>/../support/functions-queue.ts',
]);
