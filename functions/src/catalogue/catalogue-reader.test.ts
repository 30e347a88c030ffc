import type { CatalogueEntry } from '@kasuwa/contract/catalogue';
import { catalogueParts, type CatalogueVersion } from './catalogue-parts';
import { createCatalogueReader, type CatalogueDocuments } from './catalogue-reader';

const entry = (id: string, time: number, category = 'Sacs'): CatalogueEntry => ({
  id,
  title: id,
  price: 1000,
  category,
  image: { src: `https://cdn.test/${id}.webp` },
  cartImage: `https://cdn.test/${id}.webp`,
  sizes: [],
  colors: [],
  search: id,
  time,
});

/** Catalogue documents in memory, recording which parts each read asked for. */
function fakeDocuments(built = true) {
  const state = {
    version: built ? ({ builtAt: 1, stamps: new Map() } satisfies CatalogueVersion) : null,
    parts: new Map<number, CatalogueEntry[]>([
      [0, [entry('a', 10), entry('b', 30, 'Maison')]],
      [5, [entry('c', 20)]],
    ]),
    partReads: [] as number[][],
    builds: 0,
  };
  const documents: CatalogueDocuments = {
    readVersion: async () => state.version,
    readParts: async (parts) => {
      state.partReads.push([...parts]);
      return new Map(parts.map((part) => [part, state.parts.get(part) ?? []]));
    },
    build: async () => {
      state.builds += 1;
      state.version = { builtAt: 2, stamps: new Map() };
    },
  };
  return { state, documents };
}

describe('createCatalogueReader', () => {
  it('reads the version and every part once, then serves from memory until the recheck', async () => {
    const { state, documents } = fakeDocuments();
    let time = 0;
    const current = createCatalogueReader(documents, { recheckMs: 15_000, now: () => time });

    const first = await current();
    expect(first.reads).toBe(1 + catalogueParts);
    expect(first.catalogue.entries.map(({ id }) => id)).toEqual(['b', 'c', 'a']);
    expect(first.catalogue.categories).toEqual(['Maison', 'Sacs']);

    time = 14_999;
    expect((await current()).reads).toBe(0);
    time = 15_000;
    expect((await current()).reads).toBe(1);
    expect(state.partReads).toHaveLength(1);
  });

  it('reads again only the part whose stamp moved', async () => {
    const { state, documents } = fakeDocuments();
    let time = 0;
    const current = createCatalogueReader(documents, { recheckMs: 0, now: () => time });
    await current();
    state.parts.set(5, [entry('c', 20), entry('d', 40)]);
    state.version = { builtAt: 1, stamps: new Map([[5, 1]]) };
    time = 1;
    const changed = await current();
    expect(changed.reads).toBe(2);
    expect(state.partReads.at(-1)).toEqual([5]);
    expect(changed.catalogue.entries.map(({ id }) => id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('reads every part again after a new build', async () => {
    const { state, documents } = fakeDocuments();
    const current = createCatalogueReader(documents, { recheckMs: 0, now: () => 0 });
    await current();
    state.version = { builtAt: 9, stamps: new Map() };
    expect((await current()).reads).toBe(1 + catalogueParts);
  });

  it('builds a catalogue never built, once, however many requests wait for it', async () => {
    const { state, documents } = fakeDocuments(false);
    const current = createCatalogueReader(documents, { recheckMs: 15_000, now: () => 0 });
    const answers = await Promise.all([current(), current(), current()]);
    expect(state.builds).toBe(1);
    expect(answers.map(({ reads }) => reads)).toEqual([2 + catalogueParts, 0, 0]);
    expect(answers[2]?.catalogue.entries).toHaveLength(3);
  });

  it('fails the request when the documents cannot be read, and tries again at the next', async () => {
    const { documents } = fakeDocuments();
    const readVersion = documents.readVersion;
    documents.readVersion = async () => Promise.reject(new Error('unavailable'));
    const current = createCatalogueReader(documents, { recheckMs: 15_000, now: () => 0 });
    await expect(current()).rejects.toThrow('unavailable');
    documents.readVersion = readVersion;
    expect((await current()).catalogue.entries).toHaveLength(3);
  });
});
