import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, getDocs, serverTimestamp } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { change, longText, read, remove, storeRoles, storeUids, write } from './store-roles';

const roles = storeRoles();
const seed = (path: string, data: object) => roles.seed(path, data);
const { ownerUid, otherUid } = storeUids;

describe('zzstoreUsers', () => {
  const shopUser = (): Record<string, unknown> => ({
    name: 'Awa Hamidou',
    phone: '+227 96 11 22 33',
    email: 'awa@kasuwa.test',
    zone: 'Plateau',
    createdAt: serverTimestamp(),
  });
  const userPath = (uid: string) => `${collections.shopUsers}/${uid}`;

  beforeAll(async () => {
    await seed(userPath(otherUid), { name: 'Moussa Garba', phone: '+227 97 44 55 66', createdAt: Timestamp.now() });
  });

  describe('anonymous visitor', () => {
    it('reads and writes no shop user', async () => {
      await assertFails(read(roles.anonymous, userPath(otherUid)));
      await assertFails(getDocs(collection(roles.anonymous, collections.shopUsers)));
      await assertFails(write(roles.anonymous, userPath(ownerUid), shopUser()));
    });
  });

  describe('the shopper themself', () => {
    it.each([
      ['a blank name', { name: '  ' }],
      ['a name over 80 characters', { name: longText(81) }],
      ['a blank phone', { phone: '' }],
      ['an email that is not an address', { email: 'awa at kasuwa' }],
      ['a blank zone', { zone: ' ' }],
      ['an unknown field', { role: 'admin' }],
      ['a creation time in the past', { createdAt: Timestamp.fromMillis(0) }],
    ])('cannot save their details with %s', async (_label, fields) => {
      await assertFails(write(roles.owner, userPath(ownerUid), { ...shopUser(), ...fields }));
    });

    it('saves their details and reads them', async () => {
      await assertSucceeds(write(roles.owner, userPath(ownerUid), shopUser()));
      await assertSucceeds(read(roles.owner, userPath(ownerUid)));
    });

    it('may leave email and zone out', async () => {
      const { email: _email, zone: _zone, ...bare } = shopUser();
      const newcomer = roles.signIn('store-newcomer', { role: 'customer' });
      await assertSucceeds(write(newcomer, userPath('store-newcomer'), bare));
    });

    it('updates their details but keeps the creation time', async () => {
      await assertSucceeds(change(roles.owner, userPath(ownerUid), { zone: 'Wadata', phone: '+227 90 00 00 01' }));
      await assertFails(change(roles.owner, userPath(ownerUid), { createdAt: Timestamp.fromMillis(0) }));
      await assertFails(change(roles.owner, userPath(ownerUid), { name: '' }));
    });

    it('cannot list the shop users, nor save details under another uid', async () => {
      await assertFails(getDocs(collection(roles.owner, collections.shopUsers)));
      await assertFails(write(roles.owner, userPath('store-someone-else'), shopUser()));
    });
  });

  describe('another customer', () => {
    it("reads and changes nothing of someone else's details", async () => {
      await assertFails(read(roles.other, userPath(ownerUid)));
      await assertFails(change(roles.other, userPath(ownerUid), { phone: '+227 99 99 99 99' }));
      await assertSucceeds(read(roles.other, userPath(otherUid)));
    });
  });

  describe('admin', () => {
    it('reads every shop user, as the store admin lists them', async () => {
      await assertSucceeds(read(roles.admin, userPath(ownerUid)));
      await assertSucceeds(getDocs(collection(roles.admin, collections.shopUsers)));
    });

    it("neither edits nor deletes a shopper's details", async () => {
      await assertFails(change(roles.admin, userPath(ownerUid), { zone: 'Lazaret' }));
      await assertFails(remove(roles.admin, userPath(ownerUid)));
    });
  });
});
