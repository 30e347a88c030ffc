import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { brokenLinks } from './markdown-links.mjs';
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

test('the links of the README, docs/, the decision records and the bench results lead to files and anchors that exist', () => {
  const documents = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/adr'), ...markdownIn('bench/results')];
  const read = (path) => {
    const file = join(repoRoot, path);
    if (!existsSync(file)) return null;
    return statSync(file).isFile() ? readFileSync(file, 'utf8') : '';
  };
  const broken = documents.flatMap((document) => brokenLinks(document, read(document), read));
  assert.deepEqual(broken, []);
});

test('every decision record a file names by its path (docs/adr/NNNN-….md), in code or prose, exists', () => {
  const named = spawnSync('git', ['grep', '--untracked', '-noE', 'docs/adr/[0-9]{4}-[a-z0-9-]+\\.md'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.ok(named.status === 0, `git grep found no record named by path: ${named.stderr}`);
  const missing = named.stdout
    .trim()
    .split('\n')
    .filter((hit) => !existsSync(join(repoRoot, hit.slice(hit.lastIndexOf(':') + 1))));
  assert.deepEqual(missing, []);
});
