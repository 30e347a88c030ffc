import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
/**
 * An in-memory stand-in for the parts of `firebase/firestore` the staff pages call, for component
 * tests: `jest.mock('firebase/firestore', () => require('…/test/fake-firestore').firestoreModule)`.
 * It applies where (==), orderBy, startAfter and limit as Firestore does, counts documents read, and
 * runs onSnapshot listeners (publishSnapshots() sends them the documents as they are now).
 */
type Data = Record<string, unknown>;
type Constraint =
  | { kind: 'where'; field: string; value: unknown }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { kind: 'startAfter'; snapshot: FakeSnapshot }
  | { kind: 'limit'; count: number };

export interface FakeSnapshot {
  id: string;
  data: () => Data;
  get: (field: string) => unknown;
}

interface FakeQuery {
  path: string;
  constraints: Constraint[];
}

interface Listener {
  query: FakeQuery;
  next: (snapshot: unknown) => void;
  error: (error: Error) => void;
}

const snapshotOf = (id: string, data: Data): FakeSnapshot => ({ id, data: () => ({ ...data }), get: (field) => data[field] });

export const fakeFirestore = {
  collections: new Map<string, Map<string, Data>>(),
  /** Documents returned by every getDocs so far. */
  documentsRead: 0,
  queries: [] as FakeQuery[],
  failReads: null as Error | null,
  /** Collections whose reads fail, as the rules refuse a list to a caller. */
  failingPaths: new Set<string>(),
  failDeletes: null as Error | null,
  /** An error every transaction fails with, as a network failure or the rules would. */
  failWrites: null as Error | null,
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

function compare(a: unknown, b: unknown): number {
  const value = (x: unknown) => (x instanceof Date ? x.getTime() : (x as number));
  return value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0;
}

function run({ path, constraints }: FakeQuery): FakeSnapshot[] {
  let rows = [...(fakeFirestore.collections.get(path) ?? new Map()).entries()].map(([id, data]) => ({ id, data }));
  for (const constraint of constraints) {
    if (constraint.kind === 'where') rows = rows.filter((row) => row.data[constraint.field] === constraint.value);
  }
  const order = constraints.find((constraint) => constraint.kind === 'orderBy');
  if (order) {
    // Like Firestore, a query ordered by a field leaves out the documents that lack it.
    rows = rows.filter((row) => row.data[order.field] !== undefined);
    rows.sort((a, b) => compare(a.data[order.field], b.data[order.field]) * (order.direction === 'desc' ? -1 : 1));
  }
  const after = constraints.find((constraint) => constraint.kind === 'startAfter');
  if (after) rows = rows.slice(rows.findIndex((row) => row.id === after.snapshot.id) + 1);
  const cap = constraints.find((constraint) => constraint.kind === 'limit');
  if (cap) rows = rows.slice(0, cap.count);
  return rows.map((row) => snapshotOf(row.id, row.data));
}

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
  /** `doc(db, collection, id)`, or `doc(collectionRef)` for a new document with an id of its own. */
  doc: (parent: unknown, path?: string, id?: string): FakeRef => {
    if (path === undefined) {
      autoIds += 1;
      return { path: (parent as FakeQuery).path, id: `auto-${autoIds}` };
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
  where: (field: string, _op: '==', value: unknown): Constraint => ({ kind: 'where', field, value }),
  orderBy: (field: string, direction: 'asc' | 'desc' = 'asc'): Constraint => ({ kind: 'orderBy', field, direction }),
  startAfter: (snapshot: FakeSnapshot): Constraint => ({ kind: 'startAfter', snapshot }),
  limit: (count: number): Constraint => ({ kind: 'limit', count }),
  query: (ref: { path: string }, ...constraints: Constraint[]): FakeQuery => ({ path: ref.path, constraints }),
  async getDocs(query: FakeQuery) {
    fakeFirestore.queries.push(query);
    if (fakeFirestore.failReads) throw fakeFirestore.failReads;
    if (fakeFirestore.failingPaths.has(query.path)) throw new Error(`permission-denied on ${query.path}`);
    const docs = run(query);
    fakeFirestore.documentsRead += docs.length;
    return { docs, size: docs.length, empty: docs.length === 0 };
  },
  /** Listeners get the query's result when they start, and again at each publishSnapshots(). */
  onSnapshot(query: FakeQuery, next: Listener['next'], error: Listener['error']) {
    const listener = { query, next, error };
    fakeFirestore.listeners.add(listener);
    void firestoreModule.getDocs(query).then(next, error);
    return () => fakeFirestore.listeners.delete(listener);
  },
  async getDoc(ref: { path: string; id: string }) {
    if (fakeFirestore.failReads) throw fakeFirestore.failReads;
    const data = fakeFirestore.collections.get(ref.path)?.get(ref.id);
    return { id: ref.id, exists: () => data !== undefined, data: () => data, get: (field: string) => data?.[field] };
  },
  async setDoc(ref: FakeRef, data: Data) {
    if (fakeFirestore.failWrites) throw fakeFirestore.failWrites;
    fakeFirestore.set(ref.path, ref.id, data);
  },
  async deleteDoc(ref: { path: string; id: string }) {
    if (fakeFirestore.failDeletes) throw fakeFirestore.failDeletes;
    fakeFirestore.collections.get(ref.path)?.delete(ref.id);
  },
};

/** What Firestore sends the listeners after a change of the fake's documents. */
export async function publishSnapshots() {
  await act(async () => {
    for (const listener of fakeFirestore.listeners) listener.next(await firestoreModule.getDocs(listener.query));
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

/**
 * console.error silenced in each test of the file (the staff pages log what fails to load) and
 * watched: `expect(consoleError()).toHaveBeenCalledWith(…)`.
 */
export function watchConsoleErrors(): () => jest.SpyInstance {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => {
    if (!spy) throw new Error('console.error is watched inside tests only');
    return spy;
  };
}

/**
 * A load that failed with `fakeFirestore.failReads`: the page says `message` in an alert (and logged
 * `logLine` with the error, when given); then reads work again and the alert's Try again is pressed.
 */
export async function retryFailedLoad(message: string, logLine?: string) {
  const alert = (await screen.findByText(message)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${message}" is not in an alert`);
  if (logLine) expect(console.error).toHaveBeenCalledWith(logLine, fakeFirestore.failReads);
  fakeFirestore.failReads = null;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
}
