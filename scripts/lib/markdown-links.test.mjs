import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brokenLinks } from './markdown-links.mjs';

const files = new Set(['handbook/adr/0001-kept.md', 'handbook/glossary.md', 'bench/results/measurements.md']);
const exists = (path) => files.has(path);

test('a link to a record that is not there is broken, named by its document and target', () => {
  const markdown = 'Why: records [0001](adr/0001-kept.md) and\n[0002](adr/0002-gone.md), see [words](glossary.md).';
  assert.deepEqual(brokenLinks('handbook/architecture.md', markdown, exists), ['handbook/architecture.md: adr/0002-gone.md']);
});

test('links are read from the document’s folder, without their anchor, and in reference definitions', () => {
  const markdown = [
    'See [0001](0001-kept.md#context) and [figures](../../bench/results/measurements.md#m0001 "Figures").',
    '',
    '[gone]: ../glossary-old.md',
  ].join('\n');
  assert.deepEqual(brokenLinks('handbook/adr/0003-new.md', markdown, exists), ['handbook/adr/0003-new.md: ../glossary-old.md']);
});

test('addresses on the web, on the site and in the page, and links shown as code, are not files to check', () => {
  const markdown = [
    '[spec](https://example.com/a.md), [home](/boutique), [top](#architecture), `[example](adr/0000-x.md)`',
    '```',
    '[template](NNNN-title.md)',
    '```',
  ].join('\n');
  assert.deepEqual(brokenLinks('handbook/adr/README.md', markdown, exists), []);
});
