import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { collections, blobFolders } from '@kasuwa/contract/collections';
import { feedbackSchema } from '@kasuwa/contract/schemas';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { saveLocalBlob } from '../support/local-blobs';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount } from '../support/test-accounts';

const run = Date.now().toString(36);
const feedbackId = (label: string) => `it-${label}-${run}`;
const created: string[] = [];

const feedbackDoc = (id: string) => adminDb.collection(collections.feedback).doc(id);
const listedAtOf = async (id: string) => (await feedbackDoc(id).get()).get('listedAt') as Timestamp | undefined;
const statusOf = async (url: string) => (await fetch(url)).status;
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();

let sender: Awaited<ReturnType<typeof signedInClient>>;
let staff: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  const account = await newAccount('feedback-sender');
  sender = await signedInClient(account.email, account.password);
  staff = await signedInClient(seedAccounts.admin.email, seedAccounts.admin.password);
});
// The end-to-end suite lists feedback on these emulators next: this run's records must not be in it.
afterAll(async () => {
  await Promise.all(created.map((id) => feedbackDoc(id).delete()));
  await sender.close();
  await staff.close();
});

/** Sends a feedback from the app's signed-in user, through the rules, as the Android app does. */
async function send(label: string, fields: Record<string, unknown>) {
  const id = feedbackId(label);
  created.push(id);
  await setDoc(doc(sender.db, collections.feedback, id), { feedbackType: 'bug', message: `Test ${label}`, ...fields });
  return id;
}

describe('stampFeedbackListedAt on the emulators', () => {
  it('sets listedAt to createdAt on a new feedback', async () => {
    const id = await send('with-created-at', { userId: sender.user.uid, createdAt: serverTimestamp() });
    const listedAt = await eventually(() => listedAtOf(id), Boolean);
    const stored = (await feedbackDoc(id).get()).data();
    expect(listedAt?.isEqual(stored?.createdAt)).toBe(true);
    expect(feedbackSchema.safeParse(stored).success).toBe(true);
  });

  it("sets listedAt to the document's create time on a feedback without createdAt", async () => {
    const id = await send('without-created-at', {});
    const listedAt = await eventually(() => listedAtOf(id), Boolean);
    const snapshot = await feedbackDoc(id).get();
    expect(snapshot.get('createdAt')).toBeUndefined();
    expect(listedAt?.isEqual(snapshot.createTime as Timestamp)).toBe(true);
  });

  it('lets staff list newest first, by type and in pages, with and without createdAt', async () => {
    const newest = await send('newest-suggestion', { feedbackType: 'suggestion', createdAt: serverTimestamp() });
    await eventually(() => listedAtOf(newest), Boolean);
    const feedback = collection(staff.db, collections.feedback);

    const [first] = (
      await getDocs(query(feedback, where('feedbackType', '==', 'suggestion'), orderBy('listedAt', 'desc'), limit(20)))
    ).docs;
    expect(first?.id).toBe(newest);

    const listed: string[] = [];
    let page: QueryConstraint[] = [];
    for (;;) {
      const { docs } = await getDocs(query(feedback, orderBy('listedAt', 'desc'), ...page, limit(20)));
      listed.push(...docs.map((document) => document.id));
      const last = docs.at(-1);
      if (docs.length < 20 || !last) break;
      page = [startAfter(last)];
    }
    // The seed's legacy-… records predate the trigger: they are listed once npm run migrate stamps them
    // (migrate.test.ts), which may run before or after this file.
    const all = (await adminDb.collection(collections.feedback).get()).docs.filter(
      (document) => !document.id.startsWith('legacy-') || document.get('listedAt') !== undefined,
    );
    expect(all.some((document) => document.get('createdAt') === undefined)).toBe(true);
    expect(listed.sort()).toEqual(all.map((document) => document.id).sort());
  });
});

describe('removeFeedbackScreenshot on the emulators', () => {
  it("removes a deleted feedback's screenshot, and no file its URL names that is not its own", async () => {
    const uid = sender.user.uid;
    const ownId = feedbackId('with-screenshot');
    const ownUrl = await saveLocalBlob(`${blobFolders.feedbackScreenshots}/${uid}/${ownId}.png`, await png(), 'image/png');
    const productUrl = await saveLocalBlob(`${blobFolders.productImages}/it-${run}.png`, await png(), 'image/png');
    await send('with-screenshot', { userId: uid, createdAt: serverTimestamp(), screenshotUrl: ownUrl });
    const foreignId = await send('naming-a-product-image', { createdAt: serverTimestamp(), screenshotUrl: productUrl });
    expect([await statusOf(ownUrl), await statusOf(productUrl)]).toEqual([200, 200]);

    // Deleted first, so its trigger has had the longer time to (wrongly) remove anything.
    await deleteDoc(doc(staff.db, collections.feedback, foreignId));
    await deleteDoc(doc(staff.db, collections.feedback, ownId));

    expect(
      await eventually(
        () => statusOf(ownUrl),
        (status) => status === 404,
      ),
    ).toBe(404);
    expect(await statusOf(productUrl)).toBe(200);
  });

  it('deletes a feedback whose screenshot lives elsewhere without failing', async () => {
    const id = await send('elsewhere', { screenshotUrl: 'https://example.com/capture.png' });
    await deleteDoc(doc(staff.db, collections.feedback, id));
    expect((await feedbackDoc(id).get()).exists).toBe(false);
  });
});
