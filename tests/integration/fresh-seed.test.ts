/**
 * A fresh start has nothing to migrate. The seed (emulator-data/) is imported into a project of its own
 * in the running Firestore emulator, so that neither another file's documents nor the migration that
 * migrate.test.ts applies are in it; there `npm run migrate`'s dry run (the same `migrate` the CLI runs)
 * finds only the `legacy-…` documents kept for it, and every other order carries what the server gives
 * an order today: its number, within the order counter, and its tracking link, whose page is there.
 */
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { trackingTokenPattern } from '@kasuwa/contract/tracking';
import { migrate, type MigrationReport } from '../../functions/src/migrate/migrate';
import { emulatorHost } from '../support/emulators';

const project = `demo-kasuwa-fresh-${Date.now().toString(36)}`;
const database = `projects/${project}/databases/(default)`;
const firestoreHost = emulatorHost('FIRESTORE_EMULATOR_HOST');
const app = initializeApp({ projectId: project }, project);
const db: Firestore = getFirestore(app);
/** The export's metadata file, which names its documents' files (what `firebase emulators:start --import` reads). */
const exportMetadata = join(
  __dirname,
  '..',
  '..',
  'emulator-data',
  'firestore_export',
  'firestore_export.overall_export_metadata',
);
const isLegacy = (id: string) => id.startsWith('legacy-');

/** A dry run writes nothing and fetches no image: either would be a fault here. */
const dryRun = () =>
  migrate({
    db,
    store: {
      save: () => Promise.reject(new Error('A dry run saved a file')),
      pathOf: () => null,
    },
    fetchImage: () => Promise.reject(new Error('A dry run fetched an image')),
    apply: false,
  });

/** How many documents of each collection the run would change. */
const changes = (report: MigrationReport) =>
  Object.fromEntries(Object.entries(report.collections).map(([name, { changed }]) => [name, changed]));

beforeAll(async () => {
  const imported = await fetch(`http://${firestoreHost}/emulator/v1/${database}:import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database, export_directory: exportMetadata }),
  });
  if (!imported.ok) throw new Error(`The emulator did not import the seed: ${imported.status} ${await imported.text()}`);
}, 60_000);

afterAll(async () => {
  await fetch(`http://${firestoreHost}/emulator/v1/${database}/documents`, { method: 'DELETE' });
  await deleteApp(app);
});

describe('a fresh start from emulator-data/', () => {
  it("gives npm run migrate's dry run nothing to do but the legacy-… documents", async () => {
    const legacy = async (name: string) => (await db.collection(name).get()).docs.filter(({ id }) => isLegacy(id)).length;
    const report = await dryRun();
    expect(report.applied).toBe(false);
    // The seed keeps legacy documents on purpose: without them the migration would have nothing to show.
    expect(await legacy(collections.feedback)).toBeGreaterThan(0);
    expect(await legacy(collections.products)).toBeGreaterThan(0);
    expect(changes(report)).toEqual({
      [collections.feedback]: await legacy(collections.feedback),
      [collections.products]: await legacy(collections.products),
      [collections.orders]: 0,
      // The sales the seed wrote count every order as it is.
      [collections.salesDays]: 0,
    });
    const flagged = Object.values(report.collections).flatMap((collection) => collection.flagged.map(({ id }) => id));
    expect(flagged.filter((id) => !isLegacy(id))).toEqual([]);

    // Without them, nothing at all.
    const legacyDocs = await Promise.all(
      [collections.feedback, collections.products].map(async (name) => (await db.collection(name).get()).docs),
    );
    await Promise.all(legacyDocs.flat().flatMap((document) => (isLegacy(document.id) ? [document.ref.delete()] : [])));
    expect(Object.values(changes(await dryRun()))).toEqual([0, 0, 0, 0]);
  });

  it('numbers every order within the counter, and gives each its tracking link and the page it opens', async () => {
    const orders = (await db.collection(collections.orders).get()).docs.filter(({ id }) => !isLegacy(id));
    expect(orders.length).toBeGreaterThanOrEqual(5);
    const last = (await db.collection(collections.counters).doc('orders').get()).get('last') as unknown;
    const numbers = orders.map((order) => order.get('number') as unknown);
    for (const [index, order] of orders.entries()) {
      const number = numbers[index];
      const token = order.get('trackingToken') as unknown;
      expect({ id: order.id, numbered: Number.isSafeInteger(number) && (number as number) >= 1 }).toEqual({
        id: order.id,
        numbered: true,
      });
      expect({ id: order.id, token }).toEqual({ id: order.id, token: expect.stringMatching(trackingTokenPattern) });
      const view = await db
        .collection(collections.tracking)
        .doc(token as string)
        .get();
      expect({ id: order.id, view: view.get('number') as unknown, status: view.get('status') as unknown }).toEqual({
        id: order.id,
        view: number,
        status: order.get('status'),
      });
    }
    expect(new Set(numbers).size).toBe(orders.length);
    expect(last).toBe(Math.max(...(numbers as number[])));
  });
});
