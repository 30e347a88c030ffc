import { catalogueEntry } from '@kasuwa/contract/catalogue';
import { catalogueParts, partDocumentId, partOf, readCatalogueVersion, readPart } from './catalogue-parts';

describe('partOf', () => {
  it('puts an id in the same part every time, and spreads ids over every part', () => {
    expect(partOf('boubou-brode-indigo')).toBe(partOf('boubou-brode-indigo'));
    const counts = new Array<number>(catalogueParts).fill(0);
    for (let index = 0; index < 5000; index += 1) {
      const part = partOf(`product-${index}`);
      counts[part] = (counts[part] ?? 0) + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(5000 / catalogueParts / 2);
    expect(Math.max(...counts)).toBeLessThan((5000 / catalogueParts) * 2);
  });

  it('names parts in order', () => {
    expect([0, 7, 31].map(partDocumentId)).toEqual(['part-00', 'part-07', 'part-31']);
  });
});

describe('readCatalogueVersion', () => {
  it('reads the build time and the stamps of the parts changed since', () => {
    expect(readCatalogueVersion({ builtAt: 5, parts: { 3: 2, 10: 'x' } })).toEqual({ builtAt: 5, stamps: new Map([[3, 2]]) });
    expect(readCatalogueVersion({ builtAt: 5 })).toEqual({ builtAt: 5, stamps: new Map() });
  });

  it('says never built for a missing document, or one only changes have written', () => {
    expect(readCatalogueVersion(undefined)).toBeNull();
    expect(readCatalogueVersion({ parts: { 3: 1 } })).toBeNull();
  });
});

describe('readPart', () => {
  const entry = catalogueEntry(
    'sac',
    {
      title: 'Sac en cuir',
      price: 32000,
      category: 'Sacs',
      images: ['https://cdn.test/sac.jpg', 'https://cdn.test/sac-2.jpg'],
      colors: ['Marron'],
      description: 'Tressé main.',
    },
    [],
    [':Marron'],
  );

  it('reads its entries and names those it cannot', () => {
    const { entries, unreadable } = readPart({
      products: { sac: entry, other: { ...entry, id: 'other', time: 'yesterday' }, moved: entry },
    });
    expect(entries).toEqual([entry]);
    expect(entries[0]).toMatchObject({
      photos: [{ src: 'https://cdn.test/sac-2.jpg' }],
      summary: 'Tressé main.',
      fewLeft: [':Marron'],
    });
    expect(unreadable).toEqual(['other', 'moved']);
  });

  it('reads a missing part as empty', () => {
    expect(readPart(undefined)).toEqual({ entries: [], unreadable: [] });
  });
});
