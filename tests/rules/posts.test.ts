import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, getDocs, limit, orderBy, query, serverTimestamp } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { change, longText, read, remove, storeRoles, storeUids, write } from './store-roles';
import type { ClientDb } from './rules-env';

const roles = storeRoles();
const seed = (path: string, data: object) => roles.seed(path, data);
const { ownerUid, otherUid, adminUid } = storeUids;

describe(collections.posts, () => {
  const post = (authorId: string): Record<string, unknown> => ({
    authorId,
    authorName: 'Awa H.',
    text: 'La théière bleue fait un thé parfait.',
    imageUrl: 'https://example.com/theiere.jpg',
    productId: 'theiere-sahel',
    createdAt: serverTimestamp(),
  });
  const postPath = (id: string) => `${collections.posts}/${id}`;
  /** The store admin's live query. */
  const newestPosts = (db: ClientDb) => query(collection(db, collections.posts), orderBy('createdAt', 'desc'), limit(50));

  beforeAll(async () => {
    await seed(postPath('store-post-owner'), { ...post(ownerUid), createdAt: Timestamp.now() });
  });

  describe('anonymous visitor', () => {
    it('reads and writes no post', async () => {
      await assertFails(getDocs(newestPosts(roles.anonymous)));
      await assertFails(read(roles.anonymous, postPath('store-post-owner')));
      await assertFails(write(roles.anonymous, postPath('store-post-anonymous'), post(ownerUid)));
    });
  });

  describe('author', () => {
    it('publishes a post of their own, with or without image and product', async () => {
      await assertSucceeds(write(roles.owner, postPath('store-post-new'), post(ownerUid)));
      const { imageUrl: _image, productId: _product, ...textOnly } = post(ownerUid);
      await assertSucceeds(write(roles.owner, postPath('store-post-text'), textOnly));
    });

    it.each([
      ['in the name of another user', { authorId: otherUid }],
      ['dated in the past', { createdAt: Timestamp.fromMillis(0) }],
      ['with a blank text', { text: ' ' }],
      ['with a text over 1,000 characters', { text: longText(1001) }],
      ['with a blank author name', { authorName: '' }],
      ['with an image that is not a web address', { imageUrl: 'javascript:alert(1)' }],
      ['with a product id holding a slash', { productId: 'zzstoreProducts/theiere-sahel' }],
      ['with an unknown field', { likes: 1000 }],
    ])('cannot publish a post %s', async (_label, fields) => {
      await assertFails(write(roles.owner, postPath('store-post-bad'), { ...post(ownerUid), ...fields }));
    });

    it('edits the text and image of their post, nothing else', async () => {
      await assertSucceeds(
        change(roles.owner, postPath('store-post-owner'), { text: 'Édité', imageUrl: 'https://example.com/b.jpg' }),
      );
      await assertFails(change(roles.owner, postPath('store-post-owner'), { authorId: otherUid }));
      await assertFails(change(roles.owner, postPath('store-post-owner'), { authorName: 'Équipe Kasuwa' }));
      await assertFails(change(roles.owner, postPath('store-post-owner'), { createdAt: Timestamp.fromMillis(0) }));
      await assertFails(change(roles.owner, postPath('store-post-owner'), { text: '' }));
    });

    it('deletes their post', async () => {
      await assertSucceeds(remove(roles.owner, postPath('store-post-text')));
    });
  });

  describe('another customer', () => {
    it('reads the feed', async () => {
      await assertSucceeds(getDocs(newestPosts(roles.other)));
      await assertSucceeds(read(roles.other, postPath('store-post-owner')));
    });

    it("neither edits, deletes nor takes over someone else's post", async () => {
      await assertFails(change(roles.other, postPath('store-post-owner'), { text: 'Piraté' }));
      await assertFails(change(roles.other, postPath('store-post-owner'), { authorId: otherUid }));
      await assertFails(write(roles.other, postPath('store-post-owner'), post(otherUid)));
      await assertFails(remove(roles.other, postPath('store-post-owner')));
    });
  });

  describe('admin', () => {
    it('reads the feed newest first, as the store admin does live', async () => {
      await assertSucceeds(getDocs(newestPosts(roles.admin)));
    });

    it('publishes as themself only', async () => {
      await assertSucceeds(write(roles.admin, postPath('store-post-staff'), { ...post(adminUid), authorName: 'Équipe Kasuwa' }));
      await assertFails(write(roles.admin, postPath('store-post-spoofed'), post(ownerUid)));
    });

    it("removes any post but does not rewrite a shopper's words", async () => {
      await assertFails(change(roles.admin, postPath('store-post-owner'), { text: 'Réécrit' }));
      await assertSucceeds(remove(roles.admin, postPath('store-post-new')));
    });
  });
});
