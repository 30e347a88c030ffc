import { Timestamp } from 'firebase-admin/firestore';

/**
 * Products of a run's own, counted with `available` units each, and web-order bounds wide enough for
 * every request from 127.0.0.1, in one batch: for the web order's end-to-end test and its bench.
 * Dated years back, so they never push the seed off the shop's first page in other specs. The contract's
 * `collections` and `stockIdOf` come from the caller: Playwright loads the contract's sources, the bench
 * its build (scripts/lib/contract.mjs, which Playwright's loader cannot run).
 */
export function stockWebOrderShop(db, batch, { products, available, contract: { collections, stockIdOf } }) {
  for (const product of products) {
    batch.set(db.collection(collections.products).doc(product.id), {
      title: product.title,
      price: product.price,
      images: [],
      category: 'Maison',
      sizes: [],
      colors: [],
      description: '',
      time: Timestamp.fromMillis(Date.UTC(2020, 0, 1)),
      version: 1,
    });
    batch.set(db.collection(collections.stock).doc(stockIdOf({ productId: product.id })), {
      productId: product.id,
      size: null,
      color: null,
      available,
      reserved: 0,
    });
  }
  batch.set(db.collection(collections.stockSettings).doc('webOrders'), {
    perAddressPerHour: 1_000,
    perAddressPerDay: 10_000,
    perConnectionPerHour: 1_000,
    inAllPerHour: 10_000,
    attemptsPerAddressPerHour: 10_000,
    attemptsPerConnectionPerHour: 10_000,
  });
}
