/**
 * Documents Firestore bills this page for, as the data layer reads them: a query's documents (one
 * when it finds none), a listener's added and changed documents, one per document read by id, one
 * per 1,000 orders an aggregation counts. The scale bench reads it in the browser
 * (`globalThis.kasuwaReads`), after each screen opens: the budget is in documents, not milliseconds.
 */
export interface ReadMeter {
  documents: number;
  bySource: Record<string, number>;
}

const meter: ReadMeter = { documents: 0, bySource: {} };
(globalThis as { kasuwaReads?: ReadMeter }).kasuwaReads = meter;

export function meterReads(source: string, documents: number): void {
  meter.documents += documents;
  meter.bySource[source] = (meter.bySource[source] ?? 0) + documents;
}

/** A query's documents, or the one read Firestore bills for a query that finds none. */
export function meterQuery<Snapshot extends { docs: readonly unknown[] }>(source: string, snapshot: Snapshot): Snapshot {
  meterReads(source, Math.max(1, snapshot.docs.length));
  return snapshot;
}

/** A listener's snapshot: what was added or changed since the last one (its first: everything, at least one). */
export function meterSnapshot(source: string, changes: number, first: boolean): void {
  meterReads(source, first ? Math.max(1, changes) : changes);
}

/** An aggregation over `matched` index entries: a read per 1,000, at least one. */
export const meterAggregation = (source: string, matched: number) => meterReads(source, Math.max(1, Math.ceil(matched / 1000)));
