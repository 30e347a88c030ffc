/**
 * The shared in-memory Firestore (src/test/fake-firestore.ts) plus the writes the product pages make:
 * `jest.mock('firebase/firestore', () => jest.requireActual('…/fake-product-firestore').productFirestoreModule)`.
 */
import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { readProduct } from '@kasuwa/contract/records';
import { fakeFirestore, firestoreModule } from './fake-firestore';
import { FakeXhr } from './fake-xhr';

export const serverTimestampSentinel = { sentinel: 'serverTimestamp' };
const deleteSentinel = { sentinel: 'deleteField' };

export const productWrites = {
  failWrites: null as Error | null,
  added: 0,
  /** The changes of each update, as sent. */
  updates: [] as Record<string, unknown>[],
  /** Runs as an update is committed: another writer getting in first, say. */
  beforeUpdate: null as (() => void) | null,
  reset() {
    this.beforeUpdate = null;
    this.failWrites = null;
    this.added = 0;
    this.updates = [];
  },
};

interface FakeTransaction {
  get(ref: { path: string; id: string }): ReturnType<typeof firestoreModule.getDoc>;
  update(ref: { path: string; id: string }, changes: Record<string, unknown>): void;
}

export const productFirestoreModule = {
  ...firestoreModule,
  Timestamp: { now: () => ({ toMillis: () => Date.now() }), fromMillis: (millis: number) => ({ toMillis: () => millis }) },
  serverTimestamp: () => serverTimestampSentinel,
  deleteField: () => deleteSentinel,
  /** A whole collection, as the product list reads it, is a query without constraints. */
  getDocs: (ref: { path: string; constraints?: Parameters<typeof firestoreModule.getDocs>[0]['constraints'] }) =>
    firestoreModule.getDocs({ path: ref.path, constraints: ref.constraints ?? [] }),
  async addDoc(ref: { path: string }, data: Record<string, unknown>) {
    if (productWrites.failWrites) throw productWrites.failWrites;
    productWrites.added += 1;
    const id = `added-${productWrites.added}`;
    fakeFirestore.set(ref.path, id, data);
    return { id };
  },
  /** Runs the work at once and applies its writes after it: no other writer runs in between. */
  async runTransaction<T>(_db: unknown, work: (transaction: FakeTransaction) => Promise<T>): Promise<T> {
    const writes: [{ path: string; id: string }, Record<string, unknown>][] = [];
    const result = await work({
      get: (ref) => firestoreModule.getDoc(ref),
      update: (ref, changes) => void writes.push([ref, changes]),
    });
    for (const [ref, changes] of writes) await productFirestoreModule.updateDoc(ref, changes);
    return result;
  },
  async updateDoc(ref: { path: string; id: string }, changes: Record<string, unknown>) {
    productWrites.beforeUpdate?.();
    if (productWrites.failWrites) throw productWrites.failWrites;
    const current = fakeFirestore.collections.get(ref.path)?.get(ref.id);
    if (!current) throw Object.assign(new Error(`No document ${ref.path}/${ref.id}`), { code: 'not-found' });
    productWrites.updates.push(changes);
    const next = { ...current, ...changes };
    for (const [key, value] of Object.entries(changes)) if (value === deleteSentinel) delete next[key];
    fakeFirestore.set(ref.path, ref.id, next);
  },
};

/** A stored product as the seed writes them: every field, thumbnails included. */
export function storedProduct(
  id: string,
  overrides: Record<string, unknown> = {},
  { createdAt = Date.UTC(2026, 10, 1) }: { createdAt?: number } = {},
) {
  const blob = (name: string) => `http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/${name}`;
  const data = {
    title: `Product ${id}`,
    price: 10_000,
    images: [blob(`${id}.jpg-1`), blob(`${id}-back.jpg-2`)],
    thumbnails: [1, 2].map((n) => ({
      w200: blob(`thumbnails/${id}-${n}-w200.webp`),
      w400: blob(`thumbnails/${id}-${n}-w400.webp`),
      w800: blob(`thumbnails/${id}-${n}-w800.webp`),
    })),
    category: 'Vêtements',
    sizes: ['M', 'L'],
    colors: ['Noir'],
    description: `About ${id}`,
    time: { toMillis: () => createdAt },
    date: 'Nov 1, 2026',
    ...overrides,
  };
  // As the indexProductSearch trigger leaves every product.
  const stored = { ...data, searchWords: searchKeys(readProduct(data)) };
  fakeFirestore.set('zzstoreProducts', id, stored);
  return stored;
}

/**
 * The catalogue function as the product pages ask it for the categories in use (the network
 * boundary): answers a first page with these categories and no products.
 */
export function catalogueCategories(categories: string[] = []) {
  const answer = { products: [], matches: 0, total: 0, page: 1, pages: 0, categories };
  const fetchMock = jest.fn(async (_url: string) => ({ ok: true, status: 200, json: async () => answer }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * Before each test of a product page: empty Firestore and write log, the fake XMLHttpRequest, object
 * URLs for previews, a catalogue without categories; after it, real timers and no spies left.
 */
export function resetProductPageFakes() {
  beforeEach(() => {
    fakeFirestore.reset();
    productWrites.reset();
    FakeXhr.install();
    catalogueCategories();
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
