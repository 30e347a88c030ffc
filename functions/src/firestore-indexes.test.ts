import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '@kasuwa/contract/collections';

/**
 * The emulator answers any query; Firestore refuses one on a field whose single-field index an override
 * in firestore.indexes.json removed. Every query the functions make on a field (not on document ids),
 * by the file that makes it. A query added anywhere in functions/src fails the first test until it is
 * listed here, and then the second checks that its field keeps the index it needs.
 */
const fieldQueries = [
  { file: 'referrals/index.ts', collectionGroup: collections.referralShards, fieldPath: 'day' },
  { file: 'accounts/account-store.ts', collectionGroup: collections.profiles, fieldPath: 'role' },
  { file: 'delivery-zones/index.ts', collectionGroup: collections.deliveryZones, fieldPath: 'active' },
  // Two equalities: Firestore merges the two single-field indexes, no composite needed.
  { file: 'stock/index.ts', collectionGroup: collections.stockMovements, fieldPath: 'orderId' },
  { file: 'stock/index.ts', collectionGroup: collections.stockMovements, fieldPath: 'reason' },
  // The recount after a new shop-wide threshold: an equality, in document id order (single-field).
  { file: 'stock/index.ts', collectionGroup: collections.stock, fieldPath: 'lowAt' },
  // A deleted product's variants, to delete their stock: one equality.
  { file: 'stock/index.ts', collectionGroup: collections.stock, fieldPath: 'productId' },
  { file: 'catalogue/catalogue-documents.ts', collectionGroup: collections.stock, fieldPath: 'available' },
  { file: 'catalogue/catalogue-documents.ts', collectionGroup: collections.stock, fieldPath: 'low' },
  { file: 'catalogue/catalogue-documents.ts', collectionGroup: collections.stock, fieldPath: 'productId' },
  // Whether the shop delivers by zones: one equality.
  { file: 'orders/order-store.ts', collectionGroup: collections.deliveryZones, fieldPath: 'active' },
  // The accounts claiming a phone number: one `in` on the shop users' phone; an account's orders counted.
  { file: 'orders/index.ts', collectionGroup: collections.shopUsers, fieldPath: 'phone' },
  { file: 'orders/index.ts', collectionGroup: collections.orders, fieldPath: 'userId' },
  // A claimant's delivered orders, for the proof of a number: two equalities, merged.
  { file: 'orders/index.ts', collectionGroup: collections.orders, fieldPath: 'status' },
  // Whether a shopper has a delivered order (new customers' share of a variant): two equalities, merged.
  { file: 'orders/order-store.ts', collectionGroup: collections.orders, fieldPath: 'userId' },
  { file: 'orders/order-store.ts', collectionGroup: collections.orders, fieldPath: 'status' },
  // Orders whose hold ran out: status and holdUntil, the composite index firestore.indexes.json declares.
  { file: 'orders/lapse-holds.ts', collectionGroup: collections.orders, fieldPath: 'status' },
  { file: 'orders/lapse-holds.ts', collectionGroup: collections.orders, fieldPath: 'holdUntil' },
  // The cash payments one person holds, for their close: one equality.
  { file: 'cash/close-store.ts', collectionGroup: collections.orders, fieldPath: 'cashHolder' },
  // The cash refunds one person paid out, for their close: one equality.
  { file: 'cash/close-store.ts', collectionGroup: collections.orderReturns, fieldPath: 'refundCashHolder' },
  // The corrections of payments a person's next close lists: one array-contains.
  { file: 'cash/close-store.ts', collectionGroup: collections.paymentCorrections, fieldPath: 'openFor', contains: true },
  // An order's history for its tracking view: its moves in time order (a subcollection, single-field).
  { file: 'tracking/follow-tracking.ts', collectionGroup: 'statusChanges', fieldPath: 'at' },
];

const sourceRoot = __dirname;
const sources = (readdirSync(sourceRoot, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope: string }[];
}
const { fieldOverrides } = JSON.parse(readFileSync(join(sourceRoot, '..', '..', 'firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: FieldOverride[];
};

const automaticIndexes = [
  { order: 'ASCENDING', queryScope: 'COLLECTION' },
  { order: 'DESCENDING', queryScope: 'COLLECTION' },
  { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
];

describe("the functions' queries and firestore.indexes.json", () => {
  it('lists every field query the functions make', () => {
    const made = sources.flatMap((file) =>
      [...readFileSync(join(sourceRoot, file), 'utf8').matchAll(/\.(?:where|orderBy)\(\s*'([^']+)'/g)].map(
        ([, fieldPath]) => `${file.replaceAll('\\', '/')} ${fieldPath}`,
      ),
    );
    expect([...new Set(made)].sort()).toEqual(fieldQueries.map(({ file, fieldPath }) => `${file} ${fieldPath}`).sort());
  });

  it.each(fieldQueries)(
    'keeps the index of $collectionGroup / $fieldPath ($file)',
    ({ collectionGroup, fieldPath, ...query }) => {
      const override = fieldOverrides.find((field) => field.collectionGroup === collectionGroup && field.fieldPath === fieldPath);
      // Without an override, Firestore's automatic single-field indexes serve the field.
      const indexes = override?.indexes ?? automaticIndexes;
      const needed = 'contains' in query ? { arrayConfig: 'CONTAINS' } : { order: 'ASCENDING' };
      expect(indexes).toContainEqual(expect.objectContaining({ ...needed, queryScope: 'COLLECTION' }));
    },
  );

  it('declares the composite index of the orders whose hold ran out (status, then holdUntil ascending)', () => {
    const { indexes } = JSON.parse(readFileSync(join(sourceRoot, '..', '..', 'firestore.indexes.json'), 'utf8')) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
    };
    const fields = (index: (typeof indexes)[number]) =>
      index.fields.map(({ fieldPath, order }) => `${fieldPath} ${order}`).join(', ');
    expect(indexes.filter((index) => index.collectionGroup === collections.orders).map(fields)).toContain(
      'status ASCENDING, holdUntil ASCENDING',
    );
  });
});
