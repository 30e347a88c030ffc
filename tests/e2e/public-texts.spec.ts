import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { galleryTexts } from '../../web/src/components/gallery/gallery-texts';
import { topBarTexts } from '../../web/src/components/layout/top-bar-texts';
import { cartTexts } from '../../web/src/features/cart/cart-texts';
import { downloadTexts } from '../../web/src/features/download/download-texts';
import { shopTexts } from '../../web/src/features/shop/shop-texts';
import { verifyTexts } from '../../web/src/features/verify-email/verify-texts';
import type { PageText, TextSet } from '../../web/src/lib/page-texts';

const dist = join(__dirname, '..', '..', 'web', 'dist');
const publicEntry = 'src/app/entry-public.ts';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/** Every script a public page may load: the public entry's chunks and those it imports later. */
function publicScripts(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const scripts = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.set(chunk.file, readFileSync(join(dist, chunk.file), 'utf8'));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(publicEntry);
  return scripts;
}

/** The words of a text between its holes, as written and as a minifier may escape them. */
function wordsOf(text: PageText): string[] {
  const forms = typeof text === 'string' ? [text] : Object.values(text);
  return forms
    .flatMap((form) => form.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => /\p{L}{3,}/u.test(part))
    .flatMap((part) => [
      ...new Set([part, part.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)]),
    ]);
}

const catalogues: Record<string, TextSet> = {
  cart: cartTexts.fr,
  shop: shopTexts.fr,
  'top bar': topBarTexts.fr,
  gallery: galleryTexts.fr,
  download: downloadTexts.fr,
  'verify (fr)': verifyTexts.fr,
  'verify (en)': verifyTexts.en,
};

test('the public pages’ scripts hold none of their words: each page carries its language’s in its markup', () => {
  const scripts = publicScripts();
  expect(scripts.size).toBeGreaterThan(5);
  const found = Object.entries(catalogues).flatMap(([name, set]) =>
    Object.entries(set).flatMap(([id, text]) =>
      wordsOf(text).flatMap((words) =>
        [...scripts].filter(([, code]) => code.includes(words)).map(([file]) => `${name}.${id} "${words}" in ${file}`),
      ),
    ),
  );
  expect(found).toEqual([]);
});
