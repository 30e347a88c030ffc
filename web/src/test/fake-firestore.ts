import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
/**
 * An in-memory stand-in for the parts of `firebase/firestore` the staff pages call, for component
 * tests: `jest.mock('firebase/firestore', () => require('…/test/fake-firestore').firestoreModule)`.
 * It applies where (==), orderBy, startAfter and limit as Firestore does, and counts documents read.
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

  reset() {
    this.collections = new Map();
    this.documentsRead = 0;
    this.queries = [];
    this.failReads = null;
    this.failingPaths = new Set();
    this.failDeletes = null;
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

export const firestoreModule = {
  // A collection reference reads like a query without constraints, as with the real SDK.
  collection: (_db: unknown, path: string): FakeQuery => ({ path, constraints: [] }),
  doc: (_db: unknown, path: string, id: string) => ({ path, id }),
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
  async getDoc(ref: { path: string; id: string }) {
    if (fakeFirestore.failReads) throw fakeFirestore.failReads;
    const data = fakeFirestore.collections.get(ref.path)?.get(ref.id);
    return { id: ref.id, exists: () => data !== undefined, data: () => data, get: (field: string) => data?.[field] };
  },
  async deleteDoc(ref: { path: string; id: string }) {
    if (fakeFirestore.failDeletes) throw fakeFirestore.failDeletes;
    fakeFirestore.collections.get(ref.path)?.delete(ref.id);
  },
};

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
