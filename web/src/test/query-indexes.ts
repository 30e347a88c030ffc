import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeQuery } from './fake-query';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  /** An array field searched with array-contains: `CONTAINS` in place of an order. */
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

/** What a query needs beyond Firestore's single-field indexes: its equality and array-contains fields, then its order. */
export interface NeededIndex {
  collectionGroup: string;
  equal: string[];
  contains: string[];
  order: IndexField[];
}

const documentIdField = '__name__';

/**
 * The composite index a query needs, or null when single-field indexes serve it (one field, or
 * equalities alone, which Firestore merges). A range with no orderBy reads in its field's ascending order.
 */
export function neededIndex({ path, constraints }: FakeQuery): NeededIndex | null {
  const equal = new Set<string>();
  const contains: string[] = [];
  const ranges: string[] = [];
  const order: IndexField[] = [];
  for (const constraint of constraints) {
    if (constraint.kind === 'where') {
      if (constraint.op === '==' || constraint.op === 'in') equal.add(constraint.field);
      else if (constraint.op === 'array-contains') contains.push(constraint.field);
      else ranges.push(constraint.field);
    }
    if (constraint.kind === 'orderBy') {
      order.push({ fieldPath: constraint.field, order: constraint.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
    }
  }
  const [firstRange] = ranges;
  if (order.length === 0 && firstRange) order.push({ fieldPath: firstRange, order: 'ASCENDING' });
  const ordered = order.filter((field) => field.fieldPath !== documentIdField);
  const equalities = [...equal].filter((field) => field !== documentIdField && !ordered.some((o) => o.fieldPath === field));
  if (ordered.length === 0 || equalities.length + contains.length + ordered.length < 2) return null;
  return { collectionGroup: path.split('/').at(-1) ?? path, equal: equalities, contains, order: ordered };
}

const declared = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }
).indexes;

function serves(index: CompositeIndex, needed: NeededIndex): boolean {
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== 'COLLECTION') return false;
  const filtered = needed.equal.length + needed.contains.length;
  if (index.fields.length !== filtered + needed.order.length) return false;
  const prefix = index.fields.slice(0, filtered);
  const suffix = index.fields.slice(filtered);
  const has = (fieldPath: string, contains: boolean) =>
    prefix.some((field) => field.fieldPath === fieldPath && (field.arrayConfig === 'CONTAINS') === contains);
  return (
    needed.equal.every((field) => has(field, false)) &&
    needed.contains.every((field) => has(field, true)) &&
    needed.order.every((field, at) => suffix[at]?.fieldPath === field.fieldPath && suffix[at]?.order === field.order)
  );
}

/** The indexes the queries need that firestore.indexes.json does not declare, once each. */
export function missingIndexes(queries: readonly FakeQuery[]): NeededIndex[] {
  const missing = new Map<string, NeededIndex>();
  for (const query of queries) {
    const needed = neededIndex(query);
    if (needed && !declared.some((index) => serves(index, needed))) missing.set(JSON.stringify(needed), needed);
  }
  return [...missing.values()];
}
