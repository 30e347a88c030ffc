import { act } from '@testing-library/react';
import {
  documentIdField,
  runQuery,
  type Constraint,
  type Data,
  type FakeQuery,
  type FakeSnapshot,
  type WhereOperator,
} from './fake-query';
/**
 * An in-memory stand-in for the parts of `firebase/firestore` the staff pages call, for component
 * tests: `jest.mock('firebase/firestore', () => require('…/test/fake-firestore').firestoreModule)`.
 * It applies where (==, in, ranges; documentId() too), orderBy, startAfter and limit as Firestore
 * does, answers count and sum aggregations, counts documents read, runs onSnapshot listeners on
 * queries and documents (publishSnapshots() sends them the documents as they are now), and keeps the
 * shape of every query it ran for the index check (query-indexes.ts).
 */
interface Listener {
  target: FakeQuery | FakeRef;
  next: (snapshot: unknown) => void;
  error: (error: Error) => void;
}

export const fakeFirestore = {
  collections: new Map<string, Map<string, Data>>(),
  /** Documents read so far: those a query returned, and one per getDoc (Firestore bills a missing one too). */
  documentsRead: 0,
  queries: [] as FakeQuery[],
  /** Every query run since the test file began, reads and aggregations alike: the index check reads them. */
  ranQueries: [] as FakeQuery[],
  failReads: null as Error | null,
  /** Collections whose reads fail, as the rules refuse a list to a caller. */
  failingPaths: new Set<string>(),
  failDeletes: null as Error | null,
  /** An error every transaction fails with, as a network failure or the rules would. */
  failWrites: null as Error | null,
  /** An error each setDoc and addDoc answers after storing its document: a write that arrived, whose copy sent again was refused. */
  refuseCopies: null as Error | null,
  /** The phone is offline: reads answer from "the device's cache" (snapshots say fromCache) and navigator.onLine is false. */
  offline: false,
  /** The onSnapshot listeners still listening. */
  listeners: new Set<Listener>(),

  reset() {
    this.collections = new Map();
    this.documentsRead = 0;
    this.queries = [];
    this.failReads = null;
    this.failingPaths = new Set();
    this.failDeletes = null;
    this.failWrites = null;
    this.refuseCopies = null;
    this.offline = false;
    this.listeners = new Set();
  },
  set(path: string, id: string, data: Data) {
    if (!this.collections.has(path)) this.collections.set(path, new Map());
    this.collections.get(path)?.set(id, data);
  },
  has(path: string, id: string) {
    return this.collections.get(path)?.has(id) ?? false;
  },
};

const run = (query: FakeQuery) => runQuery(fakeFirestore.collections.get(query.path), query);

interface FakeRef {
  path: string;
  id: string;
}

const deleted = Symbol('deleteField');
let autoIds = 0;

/** Applies an update as Firestore does: fields replaced, deleteField() removing one, serverTimestamp() now. */
function applyUpdate(ref: FakeRef, fields: Data) {
  const stored = fakeFirestore.collections.get(ref.path)?.get(ref.id);
  if (!stored) throw Object.assign(new Error(`No document ${ref.path}/${ref.id}`), { code: 'not-found' });
  const next = { ...stored };
  for (const [name, value] of Object.entries(fields)) {
    if (value === deleted) delete next[name];
    else next[name] = value;
  }
  fakeFirestore.set(ref.path, ref.id, next);
}

export const firestoreModule = {
  /**
   * A collection reference reads like a query without constraints, as with the real SDK; it is named
   * by its path's segments, from the database or from a document (`collection(orderRef, 'statusChanges')`).
   */
  collection: (parent: unknown, ...segments: string[]): FakeQuery => {
    const base =
      parent && typeof parent === 'object' && 'id' in parent ? [`${(parent as FakeRef).path}/${(parent as FakeRef).id}`] : [];
    return { path: [...base, ...segments].join('/'), constraints: [] };
  },
  /** `doc(db, collection, id)`, `doc(db, 'a/b/c/d')`, or `doc(collectionRef)` for a new document with an id of its own. */
  doc: (parent: unknown, path?: string, id?: string): FakeRef => {
    if (path === undefined) {
      autoIds += 1;
      return { path: (parent as FakeQuery).path, id: `auto-${autoIds}` };
    }
    if (id === undefined && path.includes('/')) {
      const cut = path.lastIndexOf('/');
      return { path: path.slice(0, cut), id: path.slice(cut + 1) };
    }
    return { path, id: id ?? '' };
  },
  serverTimestamp: () => fakeTimestamp(new Date()),
  deleteField: () => deleted,
  /** Runs the transaction's reads and writes at once: nothing else happens in between in a test. */
  async runTransaction<T>(_db: unknown, work: (transaction: unknown) => Promise<T>): Promise<T> {
    if (fakeFirestore.failWrites) throw fakeFirestore.failWrites;
    const writes: (() => void)[] = [];
    const transaction = {
      get: (ref: FakeRef) => firestoreModule.getDoc(ref),
      update(ref: FakeRef, fields: Data) {
        writes.push(() => applyUpdate(ref, fields));
        return transaction;
      },
      set(ref: FakeRef, data: Data) {
        writes.push(() => fakeFirestore.set(ref.path, ref.id, data));
        return transaction;
      },
    };
    const result = await work(transaction);
    for (const write of writes) write();
    return result;
  },
  /** A batch's writes, applied together at its commit. */
  writeBatch: () => {
    const writes: (() => void)[] = [];
    const batch = {
      update(ref: FakeRef, fields: Data) {
        writes.push(() => applyUpdate(ref, fields));
        return batch;
      },
      set(ref: FakeRef, data: Data) {
        writes.push(() => fakeFirestore.set(ref.path, ref.id, data));
        return batch;
      },
      async commit() {
        if (fakeFirestore.failWrites) throw fakeFirestore.failWrites;
        for (const write of writes) write();
      },
    };
    return batch;
  },
  where: (field: string, op: WhereOperator, value: unknown): Constraint => ({ kind: 'where', field, op, value }),
  documentId: () => documentIdField,
  orderBy: (field: string, direction: 'asc' | 'desc' = 'asc'): Constraint => ({ kind: 'orderBy', field, direction }),
  startAfter: (snapshot: FakeSnapshot): Constraint => ({ kind: 'startAfter', snapshot }),
  limit: (count: number): Constraint => ({ kind: 'limit', count }),
  query: (ref: { path: string }, ...constraints: Constraint[]): FakeQuery => ({ path: ref.path, constraints }),
  async getDocs(query: FakeQuery) {
    fakeFirestore.queries.push(query);
    fakeFirestore.ranQueries.push(query);
    if (fakeFirestore.failReads) throw fakeFirestore.failReads;
    if (fakeFirestore.failingPaths.has(query.path)) throw new Error(`permission-denied on ${query.path}`);
    const docs = run(query);
    fakeFirestore.documentsRead += docs.length;
    // Every document reads as a change: the fake does not remember what a listener was sent before.
    return {
      docs,
      size: docs.length,
      empty: docs.length === 0,
      metadata: metadataOf(),
      docChanges: () => docs.map((doc) => ({ type: 'added', doc })),
    };
  },
  /** Listeners get the query's result (or the document) when they start, and again at each publishSnapshots(). */
  onSnapshot(
    target: FakeQuery | FakeRef,
    ...handlers:
      [Listener['next'], Listener['error']] | [{ includeMetadataChanges?: boolean }, Listener['next'], Listener['error']]
  ) {
    const [next, error] = (typeof handlers[0] === 'function' ? handlers : handlers.slice(1)) as [
      Listener['next'],
      Listener['error'],
    ];
    const listener = { target, next, error };
    fakeFirestore.listeners.add(listener);
    void read(target).then(next, error);
    return () => fakeFirestore.listeners.delete(listener);
  },
  count: () => ({ aggregate: 'count' }) as const,
  sum: (field: string) => ({ aggregate: 'sum', field }) as const,
  /** Counts and sums over the query's documents, as Firestore does: a sum ignores what is not a number. */
  async getAggregateFromServer(
    query: FakeQuery,
    fields: Record<string, { aggregate: 'count' } | { aggregate: 'sum'; field: string }>,
  ) {
    fakeFirestore.ranQueries.push(query);
    if (fakeFirestore.failReads) throw fakeFirestore.failReads;
    if (fakeFirestore.failingPaths.has(query.path)) throw new Error(`permission-denied on ${query.path}`);
    const docs = run(query);
    const figures = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        field.aggregate === 'count'
          ? docs.length
          : docs.reduce((total, document) => {
              const value = document.get(field.field);
              return typeof value === 'number' ? total + value : total;
            }, 0),
      ]),
    );
    return { data: () => figures };
  },
  async getCountFromServer(query: FakeQuery) {
    return firestoreModule.getAggregateFromServer(query, { count: firestoreModule.count() });
  },
  /** Offline, a document the device never read fails as Firestore's does; a listener gets it as missing instead. */
  async getDoc(ref: { path: string; id: string }) {
    const found = await readDocument(ref);
    if (fakeFirestore.offline && !found.exists()) {
      throw Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
    }
    return found;
  },
  getDocFromServer: (ref: { path: string; id: string }) => readDocument(ref),
  getDocFromCache: (ref: { path: string; id: string }) => readDocument(ref),
  async setDoc(ref: FakeRef, data: Data) {
    if (fakeFirestore.failWrites) throw fakeFirestore.failWrites;
    fakeFirestore.set(ref.path, ref.id, data);
    if (fakeFirestore.refuseCopies) throw fakeFirestore.refuseCopies;
  },
  async addDoc(parent: FakeQuery, data: Data) {
    if (fakeFirestore.failWrites) throw fakeFirestore.failWrites;
    const ref = firestoreModule.doc(parent);
    fakeFirestore.set(ref.path, ref.id, data);
    if (fakeFirestore.refuseCopies) throw fakeFirestore.refuseCopies;
    return ref;
  },
  async deleteDoc(ref: { path: string; id: string }) {
    if (fakeFirestore.failDeletes) throw fakeFirestore.failDeletes;
    fakeFirestore.collections.get(ref.path)?.delete(ref.id);
  },
};

// The fake's network is the phone's: pages that ask the browser whether it is online hear the same answer.
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !fakeFirestore.offline });

const metadataOf = () => ({ fromCache: fakeFirestore.offline, hasPendingWrites: false });

const read = (target: FakeQuery | FakeRef) => ('constraints' in target ? firestoreModule.getDocs(target) : readDocument(target));

async function readDocument(ref: { path: string; id: string }) {
  if (fakeFirestore.failReads) throw fakeFirestore.failReads;
  if (fakeFirestore.failingPaths.has(ref.path)) throw new Error(`permission-denied on ${ref.path}`);
  const data = fakeFirestore.collections.get(ref.path)?.get(ref.id);
  fakeFirestore.documentsRead += 1;
  return {
    id: ref.id,
    exists: () => data !== undefined,
    data: () => data,
    get: (field: string) => data?.[field],
    metadata: metadataOf(),
  };
}

/** What Firestore sends the listeners after a change of the fake's documents. */
export async function publishSnapshots() {
  await act(async () => {
    for (const listener of fakeFirestore.listeners) listener.next(await read(listener.target));
    // react-query tells its observers on the next task, not at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * A Firestore Timestamp for the fake: reads like one (toDate, toMillis, as the contract's readers
 * call it) and sorts like a Date in orderBy.
 */
export const fakeTimestamp = (date: Date) =>
  Object.assign(new Date(date), { toDate: () => date, toMillis: () => date.getTime() });
