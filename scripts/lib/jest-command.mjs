/**
 * How the scripts start Jest (package.json's test:unit spells the same line). Its VM modules are on so
 * that a CommonJS test can require() an ES module, as firebase-admin 14 does (jwks-rsa requires jose,
 * published as ESM only): Jest supports that on Node 24.9 or newer behind this flag
 * (jestjs.io/docs/ecmascript-modules). The flag's experimental warning would print once per worker.
 */
export const jestNodeArgs = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
];

/** The same as one shell command, for `firebase emulators:exec`. */
export const jestCommand = `node ${jestNodeArgs.join(' ')}`;
