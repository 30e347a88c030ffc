import { Timestamp } from 'firebase-admin/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { functionsRegion } from '@kasuwa/contract/functions';
import { stockIdOf } from '@kasuwa/contract/stock';
import { applyPlan, BatchRefusedError } from '../../web/src/features/products/catalogue-file/api/apply-plan';
import { readNamedCatalogue } from '../../web/src/features/products/catalogue-file/api/read-catalogue';
import { namesOf, readCatalogueFile } from '../../web/src/features/products/catalogue-file/catalogue-file-read';
import { planImport } from '../../web/src/features/products/catalogue-file/catalogue-plan';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { functionsOrigin } from '../support/emulators';
import { newStaffAccount } from '../support/test-accounts';

/**
 * The catalogue file's dry run and apply, as the console runs them (the web's own code on the web SDK),
 * against the real rules and setStock: what differs is written, and only that; a second apply of the
 * same file writes nothing; a role that may not edit products writes nothing.
 */
const run = Date.now().toString(36);
const [boubou, sac, pagne] = ['boubou', 'sac', 'pagne'].map((name) => `it-file-${name}-${run}`) as [string, string, string];
const newTitle = `Chapeau tressé ${run}`;
const image = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/a.jpg';
const products = adminDb.collection(collections.products);

async function staffSession(role: string) {
  const { email, password } = await newStaffAccount(`file-${role}`, role);
  const client = await signedInClient(email, password);
  const functions: Functions = getFunctions(client.app, functionsRegion);
  const { hostname, port } = new URL(functionsOrigin);
  connectFunctionsEmulator(functions, hostname, Number(port));
  return { ...client, functions };
}

let manager: Awaited<ReturnType<typeof staffSession>>;
let rider: Awaited<ReturnType<typeof staffSession>>;

const product = (title: string, price: number, sizes: string[]) => ({
  title,
  price,
  images: [image],
  category: 'Vêtements',
  sizes,
  colors: [],
  description: 'Bazin riche',
  time: Timestamp.now(),
  date: 'Nov 21, 2026',
  version: 1,
});

beforeAll(async () => {
  [manager, rider] = await Promise.all([staffSession('manager'), staffSession('rider')]);
  await Promise.all([
    products.doc(boubou).set(product('Grand boubou', 45_000, ['M', 'L'])),
    products.doc(sac).set(product('Sac en cuir', 12_500, [])),
    products.doc(pagne).set(product('Pagne wax', 3500, [])),
  ]);
});

afterAll(async () => {
  const created = await products.where('title', '==', newTitle).get();
  await Promise.all([
    ...[boubou, sac, pagne].map((id) => products.doc(id).delete()),
    ...created.docs.map((doc) => doc.ref.delete()),
  ]);
  await Promise.all([manager.close(), rider.close()]);
});

const header = 'Identifiant du produit;Titre;Catégorie;Description;Prix (F CFA);Taille;Couleur;Stock;Adresses des images';
/** The export of the three products, edited: the boubou's price, its new size XL counted, a bad price, a new product. */
const editedFile = [
  header,
  `${boubou};Grand boubou;Vêtements;Bazin riche;42000;M;;6;${image}`,
  `${boubou};Grand boubou;Vêtements;Bazin riche;42000;L;;;${image}`,
  `${boubou};Grand boubou;Vêtements;Bazin riche;42000;XL;;2;${image}`,
  `${sac};Sac en cuir;Vêtements;Bazin riche;douze mille;;;;${image}`,
  `${pagne};Pagne wax;Vêtements;Bazin riche;3500;;;;${image}`,
  `;${newTitle};Chapeaux;Paille de Tillabéri;2000;;;5;${image}`,
].join('\r\n');
const bytes = Uint8Array.from(Buffer.from(editedFile, 'latin1'));

async function dryRun(db: typeof manager.db) {
  const reading = readCatalogueFile(bytes);
  if ('refusal' in reading) throw new Error('The file was refused');
  const stored = await readNamedCatalogue(db, namesOf(reading.file));
  return { plan: planImport(reading.file, stored), reads: stored.reads };
}

const versions = async () =>
  Object.fromEntries(
    await Promise.all([boubou, sac, pagne].map(async (id) => [id, (await products.doc(id).get()).get('version')])),
  );

describe('the catalogue file', () => {
  it('is refused whole for a rider: the rules refuse the batch and setStock the units, and nothing changes', async () => {
    const { plan } = await dryRun(manager.db);
    const before = await versions();
    await expect(applyPlan(rider.db, rider.functions, plan, () => undefined)).rejects.toBeInstanceOf(BatchRefusedError);
    await expect(applyPlan(rider.db, rider.functions, { ...plan, products: [] }, () => undefined)).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await versions()).toEqual(before);
    expect((await products.where('title', '==', newTitle).get()).size).toBe(0);
  });

  it('applies what differs in batches, stock through setStock, and a second apply of the same file changes nothing', async () => {
    const { plan, reads } = await dryRun(manager.db);
    // The three products named, a query by title finding none, their stock finding none: 5 reads billed.
    expect(reads).toBe(5);
    expect(plan.rows.map((row) => row.kind)).toEqual(['change', 'same', 'new-variant', 'refused', 'same', 'new-product']);
    const progress: number[] = [];
    const applied = await applyPlan(manager.db, manager.functions, plan, ({ done }) => progress.push(done));
    expect(applied).toEqual({ products: 2, stockCalls: 2 });
    expect(progress).toEqual([0, 1, 2, 3]);

    // Only the boubou and the new product were written: the sac (refused) and the pagne (the same) kept their version.
    expect(await versions()).toEqual({ [boubou]: 2, [sac]: 1, [pagne]: 1 });
    const stored = (await products.doc(boubou).get()).data();
    expect(stored).toMatchObject({ price: 42_000, sizes: ['M', 'L', 'XL'] });
    const [created] = (await products.where('title', '==', newTitle).get()).docs;
    expect(created?.data()).toMatchObject({ price: 2000, category: 'Chapeaux', images: [image], version: 1 });
    const units = async (productId: string, size?: string) =>
      (
        await adminDb
          .collection(collections.stock)
          .doc(stockIdOf({ productId, ...(size && { size }) }))
          .get()
      ).get('available');
    expect([await units(boubou, 'M'), await units(boubou, 'XL'), await units(created?.id ?? '')]).toEqual([6, 2, 5]);
    const movements = await adminDb.collection(collections.stockMovements).where('productId', '==', boubou).get();
    expect(movements.docs.map((movement) => movement.get('reason'))).toEqual(['staff', 'staff']);

    // The same file again: the new product is found by its title; the 3 stock documents set are read too.
    const again = await dryRun(manager.db);
    expect(again.plan.rows.map((row) => row.kind)).toEqual(['same', 'same', 'same', 'refused', 'same', 'same']);
    expect([again.plan.products, again.plan.stock]).toEqual([[], []]);
    expect(again.reads).toBe(3 + 1 + 3);
    expect(await applyPlan(manager.db, manager.functions, again.plan, () => undefined)).toEqual({ products: 0, stockCalls: 0 });
    expect(await versions()).toEqual({ [boubou]: 2, [sac]: 1, [pagne]: 1 });
  });
});
