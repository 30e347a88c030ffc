import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brokenLinks } from './markdown-links.mjs';

const files = new Map([
  ['handbook/adr/0001-kept.md', '# 0001. Kept\n\n## Context\n'],
  ['handbook/glossary.md', '# Glossary\n\n## A held unit, a hold\n'],
  ['handbook/adr', ''],
  ['bench/results/measurements.md', '# Measurements\n\n<a id="m0001"></a>\n\n## 0001. Kept\n'],
]);
const read = (path) => files.get(path) ?? null;

test('a link to a record that is not there is broken, named by its document and target', () => {
  const markdown = 'Why: records [0001](adr/0001-kept.md) and\n[0002](adr/0002-gone.md), see [words](glossary.md).';
  assert.deepEqual(brokenLinks('handbook/architecture.md', markdown, read), ['handbook/architecture.md: adr/0002-gone.md']);
});

test('links are read from the document’s folder, and in reference definitions', () => {
  const markdown = ['See [0001](0001-kept.md) and [all](../adr).', '', '[gone]: ../glossary-old.md'].join('\n');
  assert.deepEqual(brokenLinks('handbook/adr/0003-new.md', markdown, read), ['handbook/adr/0003-new.md: ../glossary-old.md']);
});

test('an anchor must be a heading or an id of the file it names', () => {
  const markdown = [
    '[context](0001-kept.md#context), [figures](../../bench/results/measurements.md#m0001 "Figures"),',
    '[holds](../glossary.md#a-held-unit-a-hold), [gone](../../bench/results/measurements.md#m0002)',
  ].join('\n');
  assert.deepEqual(brokenLinks('handbook/adr/0003-new.md', markdown, read), [
    'handbook/adr/0003-new.md: ../../bench/results/measurements.md#m0002',
  ]);
});

test('addresses on the web, on the site and in the page, and links shown as code, are not files to check', () => {
  const markdown = [
    '[spec](https://example.com/a.md), [home](/boutique), [top](#architecture), `[example](adr/0000-x.md)`',
    '```',
    '[template](NNNN-title.md)',
    '```',
  ].join('\n');
  assert.deepEqual(brokenLinks('handbook/adr/README.md', markdown, read), []);
});
