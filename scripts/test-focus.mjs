/**
 * One emulator suite, or part of it, while working on a feature (npm test runs them all):
 *   npm run test:focus -- e2e store-products     Playwright files whose names match
 *   npm run test:focus -- integration product    jest files whose paths match
 *   npm run test:focus -- rules
 * Run `npm run build` first: this uses the built functions and web. Emulators, seed and the readiness
 * probe (tests/support/ready.mjs) as in npm test.
 */
import { jestCommand } from './lib/jest-command.mjs';
import { emulatorEnvOrExit, resetRunningBlobs, runFirebase } from './lib/emulators.mjs';
import { seedDir } from './lib/paths.mjs';

const [suite, ...filters] = process.argv.slice(2);
const quoted = filters.map((filter) => `'${filter.replace(/'/g, '')}'`).join(' ');
const commands = {
  rules: { only: 'firestore', command: `${jestCommand} -c tests/rules/jest.config.cjs ${quoted}` },
  // The files that run two at a time, then those that run alone (tests/integration/run-alone.cjs); red if either is.
  integration: {
    only: 'auth,firestore,functions,hosting',
    command:
      `${jestCommand} -c tests/integration/jest.config.cjs --passWithNoTests ${quoted}; shared=$?; ` +
      `${jestCommand} -c tests/integration/jest.alone.config.cjs --passWithNoTests ${quoted} && exit $shared`,
  },
  // Files named: only those run, without the whole suite that the network-cut project waits for.
  e2e: {
    only: 'auth,firestore,functions,hosting',
    command: `npx playwright test -c tests/e2e/playwright.config.ts ${filters.length ? '--no-deps ' : ''}${quoted}`,
  },
};
const chosen = commands[suite];
if (!chosen) {
  console.error(`Usage: npm run test:focus -- <${Object.keys(commands).join('|')}> [file filters…]`);
  process.exit(2);
}
const env = emulatorEnvOrExit(console.log);
await resetRunningBlobs();
const command = `node tests/support/ready.mjs ${chosen.only} && ${chosen.command}`;
const code = await runFirebase(['emulators:exec', '--only', chosen.only, '--import', seedDir, command], { env }).done;
process.exit(code);
