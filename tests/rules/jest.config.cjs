module.exports = require('../support/emulator-suite-config.cjs')('rules', __dirname);
