import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.mjs';

/** The repository's own files a document names in code spans: `web/src/…`, `tests/…`, `docs/…`. */
const namedPath = /`((?:web|contract|functions|scripts|tests|bench|docs)\/[\w./-]+)`/g;

/**
 * Files made, not kept, which a document may name before they exist: what git ignores (a build's
 * output, `web/dist`, `functions/lib`; asked as a folder too) and the settings a deployer writes from
 * the examples (`functions/.env.<project>`).
 */
const ignored = (path) =>
  [path, `${path}/`].some((asked) => spawnSync('git', ['check-ignore', '-q', asked], { cwd: repoRoot }).status === 0);
const made = (path) => /\/\.env\.[\w-]+$/.test(path) || ignored(path);

/** The Markdown documents of one folder of the repository, named from its root. */
const markdownIn = (folder) =>
  readdirSync(join(repoRoot, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);

test('the README, docs/ and the decision records name only files that exist, so a decision cannot cite a removed one', () => {
  const documents = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/adr')];
  const missing = documents.flatMap((document) =>
    [...readFileSync(join(repoRoot, document), 'utf8').matchAll(namedPath)]
      .map((match) => match[1].replace(/\/$/, ''))
      .filter((path) => !existsSync(join(repoRoot, path)) && !made(path))
      .map((path) => `${document}: ${path}`),
  );
  assert.deepEqual(missing, []);
});
