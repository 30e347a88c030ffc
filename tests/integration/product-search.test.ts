import { Timestamp } from 'firebase-admin/firestore';
import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { eventually } from '../support/eventually';

/**
 * indexProductSearch keeps each product's searchWords, which the store's search queries: whoever
 * writes the product (here the Admin SDK, as the Android app's back office or the console would).
 */
const products = adminDb.collection(collections.products);
const word = `itsearch${Date.now().toString(36)}`;
const id = `${word}-product`;

afterAll(() => products.doc(id).delete());

const searchWordsOf = async () => (await products.doc(id).get()).get('searchWords') as string[] | undefined;

describe('indexProductSearch', () => {
  it('writes the keys of a new product, and of its edits, without moving its version', async () => {
    const product = {
      title: `Théière ${word}`,
      price: 4500,
      images: ['https://cdn.test/theiere.jpg'],
      category: 'Maison',
      sizes: [],
      colors: [],
      description: 'Métal émaillé',
      time: Timestamp.now(),
      date: 'Nov 25, 2026',
      version: 1,
    };
    await products.doc(id).set(product);
    const keys = searchKeys(product);
    expect(await eventually(searchWordsOf, (stored) => stored?.length === keys.length)).toEqual(keys);

    await products.doc(id).update({ title: `Bouilloire ${word}`, version: 2 });
    const edited = searchKeys({ ...product, title: `Bouilloire ${word}` });
    expect(await eventually(searchWordsOf, (stored) => stored?.includes('bouilloire') === true)).toEqual(edited);
    expect((await products.doc(id).get()).get('version')).toBe(2);
  });

  it('makes the product findable by the store query, by a beginning of a title word', async () => {
    const found = await products
      .where('searchWords', 'array-contains', word.slice(0, 15))
      .orderBy('time', 'desc')
      .limit(50)
      .get();
    expect(found.docs.map((document) => document.id)).toEqual([id]);
    const byBeginning = await products.where('searchWords', 'array-contains', 'bouil').get();
    expect(byBeginning.docs.map((document) => document.id)).toContain(id);
  });

  it('the seed comes with its search words, as the trigger would have left them', async () => {
    const seeded = await products.where('version', '==', 1).limit(20).get();
    for (const document of seeded.docs.filter((candidate) => !candidate.id.startsWith(word))) {
      expect({ id: document.id, words: document.get('searchWords') }).toEqual({
        id: document.id,
        words: searchKeys({
          title: document.get('title') as string,
          category: document.get('category') as string,
          description: document.get('description') as string,
        }),
      });
    }
  });
});
