import { Timestamp } from 'firebase-admin/firestore';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import type { ProductFields } from '../../web/src/features/products/api/product-document';
import { rebaseEdit } from '../../web/src/features/products/api/product-edit';
import { ProductConflictError, saveProductEdit } from '../../web/src/features/products/api/save-product-edit';
import { toStoreProduct, type StoreProduct } from '../../web/src/features/products/api/store-product';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { newStaffAccount } from '../support/test-accounts';

/**
 * Two staff editing one product at once, through the store admin's own save (saveProductEdit) on the
 * web SDK, against the real rules and the Firestore emulator's transactions.
 */
const blob = (name: string) => `http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/${name}`;
const image = (name: string) => ({
  url: blob(name),
  thumbnails: {
    w200: blob(`thumbnails/${name}-w200.webp`),
    w400: blob(`thumbnails/${name}-w400.webp`),
    w800: blob(`thumbnails/${name}-w800.webp`),
  },
});

let first: Awaited<ReturnType<typeof signedInClient>>;
let second: Awaited<ReturnType<typeof signedInClient>>;
const productIds: string[] = [];

async function staffClient(label: string) {
  const { email, password } = await newStaffAccount(`editor-${label}`);
  return signedInClient(email, password);
}

beforeAll(async () => {
  [first, second] = await Promise.all([staffClient('first'), staffClient('second')]);
});

afterAll(async () => {
  await Promise.all(productIds.map((id) => adminDb.collection(collections.products).doc(id).delete()));
  await Promise.all([first.close(), second.close()]);
});

async function newProduct(label: string) {
  const id = `it-edit-${label}-${Date.now().toString(36)}`;
  productIds.push(id);
  const images = [image(`${id}-a.jpg-1`), image(`${id}-b.jpg-2`)];
  await adminDb
    .collection(collections.products)
    .doc(id)
    .set({
      title: 'Théière du Sahel',
      price: 4500,
      images: images.map(({ url }) => url),
      thumbnails: images.map(({ thumbnails }) => thumbnails),
      category: 'Maison',
      sizes: ['1 L'],
      colors: ['Bleu'],
      description: 'Théière en métal émaillé',
      time: Timestamp.now(),
      date: 'Nov 21, 2026',
      version: 1,
    });
  return id;
}

/** What the edit page does when it opens: the product as stored now. */
async function load(db: Firestore, id: string): Promise<StoreProduct> {
  const snapshot = await getDoc(doc(db, collections.products, id));
  return toStoreProduct(id, snapshot.data() ?? {});
}

/** What the form holds of a stored product: everything but its dates, version and id. */
function fieldsOf(product: StoreProduct): ProductFields {
  const { id: _id, date: _date, createdAt: _createdAt, savedDates: _savedDates, version: _version, price, ...fields } = product;
  return { ...fields, price: price ?? 0 };
}

/** Saves both edits at once; the one told of a conflict reloads keeping its changes and saves again, as the page offers. */
async function race(
  id: string,
  edit: { first: (fields: ProductFields) => ProductFields; second: (fields: ProductFields) => ProductFields },
) {
  const editors = [
    { db: first.db, base: await load(first.db, id), change: edit.first },
    { db: second.db, base: await load(second.db, id), change: edit.second },
  ];
  const results = await Promise.allSettled(
    editors.map(({ db, base, change }) => saveProductEdit(db, { id, base, fields: change(fieldsOf(base)) })),
  );
  const conflicts = results.flatMap((result, index) =>
    result.status === 'rejected' && result.reason instanceof ProductConflictError
      ? [{ editor: editors[index]!, current: result.reason.current }]
      : [],
  );
  const failures = results.filter((result) => result.status === 'rejected' && !(result.reason instanceof ProductConflictError));
  expect(failures).toEqual([]);
  for (const { editor, current } of conflicts) {
    const mine = rebaseEdit(editor.base, editor.change(fieldsOf(editor.base)), current);
    await saveProductEdit(editor.db, { id, base: current, fields: mine });
  }
  return { saved: results.filter((result) => result.status === 'fulfilled').length, conflicts: conflicts.length };
}

const stored = async (id: string) => (await adminDb.collection(collections.products).doc(id).get()).data() ?? {};

describe('two staff saving one product at once', () => {
  it('keeps both changes in 20 of 20 races: one saves, the other is told and saves on top', async () => {
    const id = await newProduct('race');
    const outcomes = { saved: 0, conflicts: 0 };
    for (let round = 1; round <= 20; round += 1) {
      const { saved, conflicts } = await race(id, {
        first: (fields) => ({ ...fields, title: `Théière, tour ${round}` }),
        second: (fields) => ({ ...fields, price: 4500 + round }),
      });
      outcomes.saved += saved;
      outcomes.conflicts += conflicts;
      expect(await stored(id)).toMatchObject({ title: `Théière, tour ${round}`, price: 4500 + round });
    }
    // Both editors started from the same version each round: exactly one save went through first.
    expect(outcomes).toEqual({ saved: 20, conflicts: 20 });
    expect((await stored(id)).version).toBe(1 + 40);
  }, 120_000);

  it("merges images: one admin's added image and the other's removed image both stand", async () => {
    const id = await newProduct('images');
    const start = await load(first.db, id);
    const [kept, dropped] = start.images;
    const added = image(`${id}-c.jpg-3`);
    await race(id, {
      first: (fields) => ({ ...fields, images: [...fields.images, added] }),
      second: (fields) => ({ ...fields, images: fields.images.filter((item) => item.url !== dropped?.url) }),
    });
    const product = await stored(id);
    expect(product.images).toEqual([kept?.url, added.url]);
    expect(product.thumbnails).toEqual([kept?.thumbnails, added.thumbnails]);
  });

  it('writes over the other change only when asked, and then only the fields this admin changed', async () => {
    const id = await newProduct('overwrite');
    const base = await load(first.db, id);
    await saveProductEdit(second.db, {
      id,
      base: await load(second.db, id),
      fields: { ...fieldsOf(base), price: 5000, description: 'Émail bleu' },
    });
    const mine = { ...fieldsOf(base), price: 4000 };
    await expect(saveProductEdit(first.db, { id, base, fields: mine })).rejects.toBeInstanceOf(ProductConflictError);
    expect(await stored(id)).toMatchObject({ price: 5000, description: 'Émail bleu', version: 2 });
    await saveProductEdit(first.db, { id, base, fields: mine, overwrite: true });
    expect(await stored(id)).toMatchObject({ price: 4000, description: 'Émail bleu', version: 3 });
  });
});
