/** Runs inside `firebase emulators:exec` (see generate.mjs): writes the plan with the Admin SDK. */
import { readFile } from 'node:fs/promises';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const plan = JSON.parse(await readFile(process.argv[2], 'utf8'), (_key, value) =>
  value && typeof value === 'object' && typeof value.$timestamp === 'string'
    ? Timestamp.fromDate(new Date(value.$timestamp))
    : value,
);

const app = initializeApp({ projectId: 'demo-kasuwa' });
const auth = getAuth(app);
const db = getFirestore(app);

for (const account of plan.accounts) {
  const { uid, email, password, displayName, emailVerified } = account;
  await auth.createUser({ uid, email, password, displayName, emailVerified });
  // The role claim matches the profile, as syncRoleClaim keeps it: imported documents fire no trigger.
  if (account.profile) await auth.setCustomUserClaims(uid, { role: account.profile.role });
}

let written = 0;
for (const [collection, documents] of Object.entries(plan.collections)) {
  const batch = db.batch();
  for (const { id, data } of documents) batch.set(db.collection(collection).doc(id), data);
  await batch.commit();
  written += documents.length;
}
console.log(`Seeded ${plan.accounts.length} accounts and ${written} documents`);
