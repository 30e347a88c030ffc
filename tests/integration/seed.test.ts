import { adminRole, feedbackTypes } from '@kasuwa/contract/roles';
import { collections } from '@kasuwa/contract/collections';
import { feedbackSchema, orderSchema, postSchema, productSchema, profileSchema, shopUserSchema } from '@kasuwa/contract/schemas';
import { adminAuth, adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';

const all = async (name: string) => (await adminDb.collection(name).get()).docs;

describe('the seed in emulator-data/', () => {
  it.each([
    [collections.products, productSchema],
    [collections.feedback, feedbackSchema],
    [collections.profiles, profileSchema],
    [collections.orders, orderSchema],
    [collections.shopUsers, shopUserSchema],
    [collections.posts, postSchema],
  ] as const)('holds only valid %s documents, but for the legacy-* ones npm run migrate fixes', async (name, schema) => {
    const documents = (await all(name)).filter((document) => !document.id.startsWith('legacy-'));
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const result = schema.safeParse(document.data());
      expect({ id: document.id, issues: result.error?.issues ?? [] }).toEqual({ id: document.id, issues: [] });
    }
  });

  it('has at least 12 products in several categories, with sizes, colours and XOF prices', async () => {
    const products = (await all(collections.products)).map((document) => document.data());
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((product) => product.category)).size).toBeGreaterThanOrEqual(4);
    expect(products.some((product) => product.sizes.length > 0)).toBe(true);
    expect(products.some((product) => product.colors.length > 0)).toBe(true);
    expect(products.every((product) => Number.isInteger(product.price) && product.price > 0)).toBe(true);
  });

  it('has at least 30 feedback records of all three types, with and without the optional fields', async () => {
    const feedback = (await all(collections.feedback)).map((document) => document.data());
    expect(feedback.length).toBeGreaterThanOrEqual(30);
    expect(new Set(feedback.map((record) => record.feedbackType))).toEqual(new Set(feedbackTypes));
    expect(feedback.some((record) => record.screenshotUrl)).toBe(true);
    expect(feedback.some((record) => !record.screenshotUrl)).toBe(true);
    expect(feedback.some((record) => !record.userId)).toBe(true);
    expect(feedback.some((record) => !record.createdAt)).toBe(true);
  });

  it('gives every feedback the listedAt the staff list sorts on, the records without createdAt oldest', async () => {
    const feedback = (await all(collections.feedback))
      .filter((document) => !document.id.startsWith('legacy-'))
      .map((document) => document.data());
    const undated = feedback.filter((record) => !record.createdAt);
    const dated = feedback.filter((record) => record.createdAt);
    expect(feedback.every((record) => record.listedAt)).toBe(true);
    for (const record of dated) expect(record.listedAt.isEqual(record.createdAt)).toBe(true);
    const oldestDated = Math.min(...dated.map((record) => record.listedAt.toMillis()));
    for (const record of undated) expect(record.listedAt.toMillis()).toBeLessThan(oldestDated);
  });

  it('has orders, shop users and posts', async () => {
    expect((await all(collections.orders)).length).toBeGreaterThanOrEqual(3);
    expect((await all(collections.shopUsers)).length).toBeGreaterThanOrEqual(2);
    expect((await all(collections.posts)).length).toBeGreaterThanOrEqual(3);
  });

  it('has the team and the customers, each role claim matching its profile role as syncRoleClaim keeps it', async () => {
    const { admin, verifiedCustomer, unverifiedCustomer, noProfile } = seedAccounts;
    const profile = async (uid: string) => (await adminDb.collection(collections.profiles).doc(uid).get()).data();

    const adminUser = await adminAuth.getUserByEmail(admin.email);
    expect(adminUser.customClaims).toEqual({ role: adminRole });
    expect(await profile(admin.uid)).toMatchObject({ role: adminRole, emailVerified: true });

    const verified = await adminAuth.getUserByEmail(verifiedCustomer.email);
    expect(verified.emailVerified).toBe(true);
    expect(verified.customClaims).toEqual({ role: 'customer' });
    expect(await profile(verifiedCustomer.uid)).toMatchObject({ role: 'customer', emailVerified: true });

    const unverified = await adminAuth.getUserByEmail(unverifiedCustomer.email);
    expect(unverified.emailVerified).toBe(false);
    expect(unverified.customClaims).toEqual({ role: 'customer' });
    expect(await profile(unverifiedCustomer.uid)).toMatchObject({ role: 'customer', emailVerified: false });

    expect((await adminAuth.getUserByEmail(noProfile.email)).customClaims?.role).toBeUndefined();
    expect(await profile(noProfile.uid)).toBeUndefined();

    for (const [member, role] of [
      [seedAccounts.manager, 'manager'],
      [seedAccounts.seller, 'seller'],
      [seedAccounts.rider, 'rider'],
      [seedAccounts.viewer, 'viewer'],
    ] as const) {
      const user = await adminAuth.getUserByEmail(member.email);
      expect([role, user.emailVerified, user.customClaims]).toEqual([role, true, { role }]);
      expect(await profile(member.uid)).toMatchObject({ role, emailVerified: true });
    }
  });
});
