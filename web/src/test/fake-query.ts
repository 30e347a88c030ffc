// The queries of the fake Firestore (fake-firestore.ts): where, orderBy, startAfter and limit as Firestore applies them.

export type Data = Record<string, unknown>;
export type WhereOperator = '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>=' | '!=';
export type Constraint =
  | { kind: 'where'; field: string; op: WhereOperator; value: unknown }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { kind: 'startAfter'; snapshot: FakeSnapshot }
  | { kind: 'limit'; count: number };

export interface FakeSnapshot {
  id: string;
  data: () => Data;
  get: (field: string) => unknown;
}

export interface FakeQuery {
  path: string;
  constraints: Constraint[];
}

/** What documentId() stands for in a where(). */
export const documentIdField = '__name__';

const snapshotOf = (id: string, data: Data): FakeSnapshot => ({ id, data: () => ({ ...data }), get: (field) => data[field] });

/** Dates and Timestamps (anything with toMillis) by their time, numbers and strings as they are. */
const millisOf = (x: unknown) => (x as { toMillis?: () => number }).toMillis?.();

function compare(a: unknown, b: unknown): number {
  const value = (x: unknown) => (x instanceof Date ? x.getTime() : (millisOf(x) ?? (x as number)));
  return value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0;
}

const comparable = (x: unknown) => x instanceof Date || typeof x === 'number' || typeof x === 'string';

/** A where() as Firestore applies it: a range or != leaves out documents whose field is of another kind. */
function matches(stored: unknown, op: WhereOperator, value: unknown): boolean {
  const same = (x: unknown) => (x instanceof Date && value instanceof Date ? x.getTime() === value.getTime() : x === value);
  if (op === '==') return same(stored);
  if (op === 'in') return (value as unknown[]).some((one) => (one instanceof Date ? compare(stored, one) === 0 : stored === one));
  if (op === 'array-contains') return Array.isArray(stored) && stored.includes(value);
  if (!comparable(stored) || stored instanceof Date !== value instanceof Date || typeof stored !== typeof value) return false;
  const order = compare(stored, value);
  return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0, '!=': order !== 0 }[op];
}

export function runQuery(stored: ReadonlyMap<string, Data> | undefined, { constraints }: FakeQuery): FakeSnapshot[] {
  let rows = [...(stored ?? new Map<string, Data>()).entries()].map(([id, data]) => ({ id, data }));
  for (const constraint of constraints) {
    if (constraint.kind !== 'where') continue;
    const { field, op, value } = constraint;
    rows = rows.filter((row) => matches(field === documentIdField ? row.id : row.data[field], op, value));
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
