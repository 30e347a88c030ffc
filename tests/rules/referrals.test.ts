import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc, updateDoc } from 'firebase/firestore';
import { referralCollections } from '@kasuwa/contract/referrals';
import { roleClients, startRulesEnv } from './rules-env';

const shardPath = `${referralCollections.shards}/rules.2025-11-21.04`;
const otherShardPath = `${referralCollections.shards}/rules.2025-11-21.05`;

let env: RulesTestEnvironment;
let db: ReturnType<typeof roleClients>;

beforeAll(async () => {
  env = await startRulesEnv();
  db = roleClients(env);
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), shardPath), { code: 'rules', day: '2025-11-21', count: 3 }),
  );
});
afterAll(() => env.cleanup());

// Counts change only through trackReferral and are read only through getReferralStats (staff): a
// client with direct access could inflate them or read them.
describe.each(['anonymous', 'customer', 'admin'] as const)('referral counters for %s', (role) => {
  it('cannot be read', async () => {
    await assertFails(getDoc(doc(db[role], shardPath)));
    await assertFails(getDocs(collection(db[role], referralCollections.shards)));
  });

  it('cannot be written', async () => {
    await assertFails(updateDoc(doc(db[role], shardPath), { count: increment(1) }));
    await assertFails(setDoc(doc(db[role], otherShardPath), { code: 'rules', day: '2025-11-21', count: 1 }));
    await assertFails(deleteDoc(doc(db[role], shardPath)));
  });
});
