import { collections } from '@kasuwa/contract/collections';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { referralLimits } from '@kasuwa/contract/limits';
import { unregisteredBucket } from '@kasuwa/contract/referrals';
import { roleClients, startRulesEnv, stopRulesEnv, type RulesEnv } from './rules-env';

const shardPath = `${collections.referralShards}/rules.2025-11-21.04`;
const otherShardPath = `${collections.referralShards}/rules.2025-11-21.05`;

let env: RulesEnv;
let db: ReturnType<typeof roleClients>;

beforeAll(async () => {
  env = await startRulesEnv();
  db = roleClients(env);
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), shardPath), { code: 'rules', day: '2025-11-21', count: 3 }),
  );
});
afterAll(() => stopRulesEnv(env));

// Counts change only through trackReferral and are read only through getReferralStats (staff): a
// client with direct access could inflate them or read them.
describe.each(['anonymous', 'customer', 'admin'] as const)('referral counters for %s', (role) => {
  it('cannot be read', async () => {
    await assertFails(getDoc(doc(db[role], shardPath)));
    await assertFails(getDocs(collection(db[role], collections.referralShards)));
  });

  it('cannot be written', async () => {
    await assertFails(updateDoc(doc(db[role], shardPath), { count: increment(1) }));
    await assertFails(setDoc(doc(db[role], otherShardPath), { code: 'rules', day: '2025-11-21', count: 1 }));
    await assertFails(deleteDoc(doc(db[role], shardPath)));
  });
});

describe('referral campaigns', () => {
  const campaign = (code: string, fields: Record<string, unknown> = {}) => ({
    code,
    label: 'Affiche du Grand Marché',
    createdBy: 'rules-admin',
    createdAt: serverTimestamp(),
    ...fields,
  });
  const campaignDoc = (role: keyof typeof db, code: string) => doc(db[role], collections.referralCampaigns, code);

  it('are registered by staff, keyed by their code, as themselves and now', async () => {
    await assertSucceeds(setDoc(campaignDoc('admin', 'rules-MARCHE-2026_a'), campaign('rules-MARCHE-2026_a')));
    await assertSucceeds(getDoc(campaignDoc('admin', 'rules-MARCHE-2026_a')));
  });

  it.each([
    ['by a customer', 'customer', 'rules-customer-code', {}],
    ['by a visitor', 'anonymous', 'rules-visitor-code', {}],
  ] as const)('are not registered %s', async (_label, role, code, fields) => {
    await assertFails(setDoc(campaignDoc(role, code), campaign(code, { createdBy: 'rules-customer', ...fields })));
  });

  it.each([
    ['with a code the referral endpoint refuses', 'marché', {}],
    ['with a code longer than 64 characters', 'a'.repeat(65), {}],
    ['with the unregistered bucket’s key', unregisteredBucket, {}],
    ['under another id than its code', 'rules-id', { code: 'rules-other' }],
    ['with a blank label', 'rules-blank', { label: ' ' }],
    ['with a label over the limit', 'rules-long', { label: 'a'.repeat(referralLimits.labelLength + 1) }],
    ['in someone else’s name', 'rules-name', { createdBy: 'rules-other' }],
    ['dated in the past', 'rules-past', { createdAt: Timestamp.fromMillis(0) }],
    ['with a count of its own', 'rules-count', { count: 1000 }],
  ])('are not registered %s', async (_label, code, fields) => {
    await assertFails(setDoc(campaignDoc('admin', code), campaign(code, fields)));
  });

  it('are never changed, replaced or removed, so their counts keep their meaning', async () => {
    await assertSucceeds(setDoc(campaignDoc('admin', 'rules-kept'), campaign('rules-kept')));
    await assertFails(updateDoc(campaignDoc('admin', 'rules-kept'), { label: 'Autre' }));
    await assertFails(setDoc(campaignDoc('admin', 'rules-kept'), campaign('rules-kept', { label: 'Autre' })));
    await assertFails(deleteDoc(campaignDoc('admin', 'rules-kept')));
    await assertFails(getDoc(campaignDoc('customer', 'rules-kept')));
  });
});
