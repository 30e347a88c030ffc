import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.mjs';

/** The repository's own files a document names in code spans: `web/src/…`, `tests/…`, `docs/…`. */
const namedPath = /`((?:web|contract|functions|scripts|tests|bench|docs)\/[\w./-]+)`/g;

/** Settings files the deployer writes from the examples: named by the steps, never in the repository. */
const writtenByTheDeployer = (path) => /\/\.env\.[\w-]+$/.test(path);

test('the README and docs/ name only files that exist, so a decision cannot cite a removed one', () => {
  const documents = [
    'README.md',
    ...readdirSync(join(repoRoot, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  const missing = documents.flatMap((document) =>
    [...readFileSync(join(repoRoot, document), 'utf8').matchAll(namedPath)]
      .map((match) => match[1].replace(/\/$/, ''))
      .filter((path) => !writtenByTheDeployer(path) && !existsSync(join(repoRoot, path)))
      .map((path) => `${document}: ${path}`),
  );
  assert.deepEqual(missing, []);
});
