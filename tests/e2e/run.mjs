/** Runs the Playwright suite with Debian's Chromium; usage: node tests/e2e/run.mjs <json report path> */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, fullChromiumPath } from './chromium-path.mjs';

const missing = [chromiumPath, fullChromiumPath].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(
    `e2e: no Chromium at ${missing.join(' nor ')}. Install Debian's packages (apt-get install chromium-headless-shell chromium) ` +
      'or set CHROMIUM_PATH and FULL_CHROMIUM_PATH; the suite did not run and counts as failed.',
  );
  process.exit(1);
}
const { status } = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: process.argv[2] },
});
process.exit(status ?? 1);
