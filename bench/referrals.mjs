/**
 * Referral counting under load (design.md section 7: 0 lost of 10,000 concurrent hits). Run inside
 * `firebase emulators:exec --only auth,firestore,functions`: fires 10,000 hits at one fresh campaign
 * through trackReferral on the loopback Functions emulator, from 2,500 phones (each its own visitor
 * id), then sums that code's shards with the Admin SDK: hits and unique visitors must both be exact.
 * Writes bench/results/referrals.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { phoneHeaderMaker, registerCampaign, shardsOf } from './referral-load.mjs';

const hits = 10_000;
const visitors = 2_500;
/** The download page's id of phone `n`: 16 characters or more, as trackReferral takes them. */
const visitorId = (n) => `bench-phone-${String(n).padStart(6, '0')}`;
// The Functions emulator runs at most FUNCTIONS_EMULATOR_PARALLEL requests at once, one worker process
// each (scripts/lib/emulators.mjs), and queues the rest; the workers are started by a warm-up before
// the clock runs. bench/stack-load.mjs measures 50 in flight through Hosting.
const inFlight = 25;
const deadline = Date.now() + 15 * 60_000;
const trackUrl = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/trackReferral';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!firestoreHost?.startsWith('127.0.0.1:') && !firestoreHost?.startsWith('localhost:')) {
  console.error('FIRESTORE_EMULATOR_HOST is not a local emulator: run this through firebase emulators:exec.');
  process.exit(1);
}

const run = Date.now().toString(36);
const code = `bench-${run}`;
const db = getFirestore(initializeApp({ projectId: 'demo-kasuwa' }));
await registerCampaign(db, code);
const phoneHeaders = phoneHeaderMaker();
let started = 0;
let answered204 = 0;
const noAnswer = [];
const visitorsSent = new Set();

async function lane(target, count) {
  while (started < count && Date.now() < deadline) {
    started += 1;
    const visitor = visitorId(started % visitors);
    if (target === code) visitorsSent.add(visitor);
    try {
      const response = await fetch(`${trackUrl}?ref=${target}&v=${visitor}`, {
        headers: phoneHeaders(),
        signal: AbortSignal.timeout(60_000),
      });
      if (response.status === 204) answered204 += 1;
    } catch (error) {
      noAnswer.push(error.message);
    }
  }
}

async function fire(target, count) {
  started = 0;
  answered204 = 0;
  noAnswer.length = 0;
  await Promise.all(Array.from({ length: inFlight }, () => lane(target, count)));
}

await fire(`bench-warm-up-${run}`, inFlight * 5);
const begin = performance.now();
await fire(code, hits);
const seconds = (performance.now() - begin) / 1000;

const shards = await shardsOf(db, code);
const counted = shards.docs.reduce((sum, shard) => sum + shard.get('count'), 0);
const uniques = shards.docs.reduce((sum, shard) => sum + (shard.get('uniques') ?? 0), 0);

const result = {
  hits: started,
  counted,
  lost: started - counted,
  visitors: visitorsSent.size,
  uniques,
  uniquesOff: uniques - visitorsSent.size,
  seconds: Number(seconds.toFixed(1)),
  hitsPerSecond: Number((started / seconds).toFixed(1)),
  inFlight,
  answered204,
  shards: shards.size,
};
const here = dirname(fileURLToPath(import.meta.url));
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'referrals.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `trackReferral: ${counted} of ${started} hits counted (${result.lost} lost; ${answered204} answered 204), ` +
    `${uniques} of ${visitorsSent.size} visitors, in ${result.seconds} s, ${result.hitsPerSecond} hits/s, ` +
    `${inFlight} in flight, ${shards.size} shards`,
);
if (noAnswer.length > 0) console.error(`${noAnswer.length} hits got no answer, first: ${noAnswer[0]}`);
if (started < hits) console.error(`Stopped at the time limit after ${started} of ${hits} hits.`);
if (result.lost !== 0 || result.uniquesOff !== 0 || started < hits) process.exitCode = 1;
