module.exports = require('../support/emulator-suite-config.cjs')('integration', __dirname);
