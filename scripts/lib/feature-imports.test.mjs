import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import config, { consoleFeatures } from '../../eslint.config.mjs';
import { repoRoot } from './paths.mjs';

/**
 * The web's import rule alone (the config block that holds the boundaries plugin), on a file the lint
 * is given as text: without the type information the whole config needs, which a file that is not on disk has not.
 */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...config.filter((block) => block.plugins?.boundaries)],
});

/** The rules that refused `source`, as a console feature's file would hold it. */
async function refusals(feature, source) {
  const [result] = await eslint.lintText(source, { filePath: join(repoRoot, 'web/src/features', feature, 'probe.ts') });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

test('a console feature importing another is refused; what they share, in components/, is not', async () => {
  assert.deepEqual(await refusals('cash', "export { useLiveOrder } from '../orders/api/live-orders';\n"), [
    'boundaries/dependencies',
  ]);
  assert.deepEqual(await refusals('run', "export { useMoveOrder } from '../../components/store/orders/move-order';\n"), []);
  assert.deepEqual(await refusals('orders', "export { useLiveOrder } from './api/live-orders';\n"), []);
});

test("every feature is the public pages' (the public app imports it) or the console's (named in consoleFeatures)", () => {
  const app = join(repoRoot, 'web/src/app');
  const publicApp = readdirSync(app).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  const publicFeatures = new Set(
    publicApp.flatMap((file) =>
      [...readFileSync(join(app, file), 'utf8').matchAll(/features\/([\w-]+)\//g)].map((match) => match[1]),
    ),
  );
  const features = readdirSync(join(repoRoot, 'web/src/features'));
  assert.deepEqual(
    features.filter((feature) => !publicFeatures.has(feature) && !consoleFeatures.includes(feature)),
    [],
  );
  assert.deepEqual(
    consoleFeatures.filter((feature) => publicFeatures.has(feature) || !features.includes(feature)),
    [],
  );
});
