import { Timestamp } from 'firebase-admin/firestore';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { readCatalogueAnswer } from '@kasuwa/contract/catalogue';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { stockSettingsDocId } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { hostingOrigin } from '../support/emulators';
import { eventually } from '../support/eventually';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount } from '../support/test-accounts';

/**
 * The console's side of stock on the emulators: setStock for several variants at once, the trigger that
 * keeps `low` for the dashboard, the shop-wide threshold, the catalogue's "Épuisé" on /api/catalogue
 * (also after an order takes the last units), the rules (staff read stock, customers do not), and a
 * deleted product's stock going with it.
 */
const word = `itstock${Date.now().toString(36)}`;
const [pagne, savon] = [`${word}-pagne`, `${word}-savon`];
const products = adminDb.collection(collections.products);
const stock = adminDb.collection(collections.stock);
const settings = adminDb.collection(collections.stockSettings).doc(stockSettingsDocId);

const product = (title: string, sizes: string[]) => ({
  title: `${title} ${word}`,
  price: 2_000,
  images: [`https://cdn.test/${word}.jpg`],
  category: 'Maison',
  sizes,
  colors: [],
  description: '',
  time: Timestamp.now(),
  version: 1,
});

const variantsOf = async (productId: string) =>
  Object.fromEntries(
    (await stock.where('productId', '==', productId).get()).docs.map((variant) => [
      variant.get('size') ?? '-',
      { available: variant.get('available') as number, low: variant.get('low') as boolean | undefined },
    ]),
  );

const soldOutOnBoutique = async (productId: string) => {
  const answer = readCatalogueAnswer(await (await fetch(`${hostingOrigin}/api/catalogue?q=${word}`)).json());
  const product = answer?.products.find(({ id }) => id === productId);
  return product ? (product.soldOut ?? []).sort() : null;
};

let staff: Awaited<ReturnType<typeof signedInCallables>>;

beforeAll(async () => {
  await Promise.all([products.doc(pagne).set(product('Pagne', ['S', 'L'])), products.doc(savon).set(product('Savon', []))]);
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
});

afterAll(async () => {
  await staff.close();
  const movements = await adminDb.collection(collections.stockMovements).where('productId', 'in', [pagne, savon]).get();
  const counted = await stock.where('productId', 'in', [pagne, savon]).get();
  await Promise.all([
    ...[...movements.docs, ...counted.docs].map((snapshot) => snapshot.ref.delete()),
    products.doc(pagne).delete(),
    products.doc(savon).delete(),
    settings.delete(),
  ]);
});

describe('stock from the console', () => {
  it('sets several variants at once, marks them low by the threshold, and /boutique shows the sold-out one', async () => {
    const answer = await httpsCallable(
      staff.functions,
      functionNames.setStock,
    )({
      productId: pagne,
      variants: [
        { size: 'S', available: 0 },
        { size: 'L', available: 6 },
      ],
      lowAt: 5,
    });
    expect(answer.data).toEqual({
      variants: [
        { stockId: `${pagne}:S:`, available: 0, reserved: 0 },
        { stockId: `${pagne}:L:`, available: 6, reserved: 0 },
      ],
    });
    await eventually(
      () => variantsOf(pagne),
      (now) => now.S?.low === true && now.L?.low === false,
    );
    expect(
      await eventually(
        () => soldOutOnBoutique(pagne),
        (soldOut) => soldOut?.length === 1,
      ),
    ).toEqual(['S:']);
  });

  it('follows an order taking the last units: low at once, "Épuisé" on /boutique', async () => {
    const shopper = await newAccount('stock-order', { emailVerified: true });
    // A customer the shop knows (one order delivered before): new customers together hold only half a variant.
    const before = adminDb.collection(collections.orders).doc(`it-stock-delivered-${shopper.uid}`);
    await before.set({
      userId: shopper.uid,
      items: [{ productId: pagne, title: 'Pagne', price: 2_000, quantity: 1, size: 'L' }],
      total: 2_000,
      status: 'delivered',
      // A number of its own: the customers' records of the seed's numbers stay as other tests expect them.
      phone: '+227 90 00 00 41',
      deliveryAddress: 'Plateau, Niamey',
      createdAt: Timestamp.now(),
    });
    const callables = await signedInCallables(shopper.email, shopper.password);
    try {
      await httpsCallable(staff.functions, functionNames.setStock)({ productId: pagne, variants: [{ size: 'L', available: 6 }] });
      const placed = await httpsCallable(
        callables.functions,
        functionNames.placeOrder,
      )({
        lines: [{ productId: pagne, size: 'L', quantity: 6 }],
        phone: '+227 96 11 22 33',
        deliveryAddress: 'Plateau, Niamey',
        // The seed's shop delivers by zones: Grand Marché, 500 F CFA.
        zoneId: 'grand-marche',
      });
      expect(placed.data).toMatchObject({ total: 12_500 });
      await eventually(
        () => variantsOf(pagne),
        (now) => now.L?.available === 0 && now.L.low === true,
      );
      expect(
        await eventually(
          () => soldOutOnBoutique(pagne),
          (soldOut) => soldOut?.length === 2,
        ),
      ).toEqual(['L:', 'S:']);
    } finally {
      await callables.close();
      const orders = await adminDb.collection(collections.orders).where('userId', '==', shopper.uid).get();
      await Promise.all(orders.docs.map((order) => order.ref.delete()));
    }
  });

  it("sets the shop-wide threshold and counts again the variants that follow it, not those with their product's own", async () => {
    await httpsCallable(staff.functions, functionNames.setStock)({ productId: savon, variants: [{ available: 4 }] });
    await eventually(
      () => variantsOf(savon),
      (now) => now['-']?.low === true,
    );
    const answer = await httpsCallable(staff.functions, functionNames.setLowStockDefault)({ lowAt: 3 });
    expect(answer.data).toMatchObject({ lowAt: 3 });
    expect((await variantsOf(savon))['-']?.low).toBe(false);
    // The pagne's L has its own threshold (5): 0 stays low whatever the shop's.
    expect((await variantsOf(pagne)).L?.low).toBe(true);
  });

  it('lets staff read stock and not customers; nobody writes it directly', async () => {
    const customer = await newAccount('stock-reader', { emailVerified: true });
    const [staffClient, customerClient, customerCallables] = await Promise.all([
      signedInClient(seedAccounts.admin.email, seedAccounts.admin.password),
      signedInClient(customer.email, customer.password),
      signedInCallables(customer.email, customer.password),
    ]);
    try {
      const variants = (db: typeof staffClient.db) =>
        getDocs(query(collection(db, collections.stock), where('productId', '==', pagne)));
      expect((await variants(staffClient.db)).size).toBe(2);
      await expect(variants(customerClient.db)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        httpsCallable(customerCallables.functions, functionNames.setLowStockDefault)({ lowAt: 0 }),
      ).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    } finally {
      await Promise.all([staffClient.close(), customerClient.close(), customerCallables.close()]);
    }
  });

  it("deletes a deleted product's stock, and only its own, keeping the movements as history", async () => {
    const movements = () => adminDb.collection(collections.stockMovements).where('productId', '==', savon).get();
    expect((await movements()).size).toBeGreaterThan(0);
    expect(Object.keys(await variantsOf(savon))).toEqual(['-']);
    await products.doc(savon).delete();
    await eventually(
      () => variantsOf(savon),
      (now) => Object.keys(now).length === 0,
    );
    expect((await movements()).size).toBeGreaterThan(0);
    expect(Object.keys(await variantsOf(pagne)).sort()).toEqual(['L', 'S']);
  });
});
