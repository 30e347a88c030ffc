import { firestoreModule as fake } from './fake-firestore';
import { missingIndexes, neededIndex } from './query-indexes';

const orders = fake.collection({}, 'zzstoreOrders');

describe('neededIndex', () => {
  it('needs none for one field, or for equalities alone', () => {
    expect(neededIndex(fake.query(orders, fake.orderBy('createdAt', 'desc'), fake.limit(50)))).toBeNull();
    expect(neededIndex(fake.query(orders, fake.where('status', '==', 'new'), fake.limit(100)))).toBeNull();
    expect(neededIndex(fake.query(orders, fake.where(fake.documentId(), 'in', ['a', 'b'])))).toBeNull();
  });

  it('needs equalities, then the order, for an equality and an order on another field', () => {
    expect(neededIndex(fake.query(orders, fake.where('status', '==', 'new'), fake.orderBy('createdAt', 'desc')))).toEqual({
      collectionGroup: 'zzstoreOrders',
      equal: ['status'],
      contains: [],
      order: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
  });

  it('needs an array-contains field as CONTAINS before the order', () => {
    const products = fake.collection({}, 'zzstoreProducts');
    const found = fake.query(products, fake.where('searchWords', 'array-contains', 'sac'), fake.orderBy('time', 'desc'));
    expect(neededIndex(found)).toMatchObject({ equal: [], contains: ['searchWords'] });
    expect(missingIndexes([found])).toEqual([]);
    const byCategory = fake.query(
      products,
      fake.where('searchWords', 'array-contains', 'sac'),
      fake.where('category', '==', 'Sacs'),
      fake.orderBy('price'),
    );
    expect(missingIndexes([byCategory])).toEqual([]);
  });

  it('reads a range without orderBy in its field’s ascending order', () => {
    const sales = fake.query(orders, fake.where('status', 'in', ['new']), fake.where('createdAt', '>=', new Date(0)));
    expect(neededIndex(sales)?.order).toEqual([{ fieldPath: 'createdAt', order: 'ASCENDING' }]);
  });
});

describe('missingIndexes', () => {
  it('finds the orders’ queries in firestore.indexes.json, in both directions', () => {
    const newest = fake.query(orders, fake.where('status', '==', 'new'), fake.orderBy('createdAt', 'desc'));
    const sales = fake.query(orders, fake.where('status', 'in', ['new']), fake.where('createdAt', '<', new Date(0)));
    expect(missingIndexes([newest, sales])).toEqual([]);
  });

  it('names a query whose index is not declared', () => {
    const byPhone = fake.query(orders, fake.where('phone', '==', '+227'), fake.orderBy('createdAt', 'desc'));
    expect(missingIndexes([byPhone, byPhone])).toEqual([
      {
        collectionGroup: 'zzstoreOrders',
        equal: ['phone'],
        contains: [],
        order: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
      },
    ]);
  });
});
