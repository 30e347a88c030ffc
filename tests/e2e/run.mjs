/** Runs the Playwright suite with Debian's Chromium; usage: node tests/e2e/run.mjs <json report path> */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

if (!existsSync(chromiumPath)) {
  console.error(
    `e2e: no Chromium at ${chromiumPath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH; ` +
      'the suite did not run and counts as failed.',
  );
  process.exit(1);
}
const { status } = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: process.argv[2] },
});
process.exit(status ?? 1);
