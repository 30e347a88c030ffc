import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { keptInView } from './live-pages';

/** A document placed at `time`; the list is newest first. */
const placed = (id: string, time: number) => ({ id, time }) as unknown as QueryDocumentSnapshot;
const position = (document: QueryDocumentSnapshot) => (document as unknown as { time: number }).time;
const ids = (documents: QueryDocumentSnapshot[]) => documents.map((document) => document.id);

describe('keptInView', () => {
  const page = [placed('c', 30), placed('b', 20), placed('a', 10)];

  it('keeps in view what a new document pushed off the end of a full page', () => {
    const arrived = [placed('d', 40), placed('c', 30), placed('b', 20)];
    expect(ids(keptInView(page, arrived, 3, position))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('drops what left the query: the page filled up from below', () => {
    const arrived = [placed('c', 30), placed('a', 10), placed('z', 5)];
    expect(ids(keptInView(page, arrived, 3, position))).toEqual(['c', 'a', 'z']);
  });

  it('drops what left a page that is not full: nothing lies beyond it', () => {
    expect(ids(keptInView(page, [placed('c', 30), placed('b', 20)], 3, position))).toEqual(['c', 'b']);
  });

  it('keeps what it kept before, as newer documents keep coming', () => {
    const once = keptInView(page, [placed('d', 40), placed('c', 30), placed('b', 20)], 3, position);
    expect(ids(keptInView(once, [placed('e', 50), placed('d', 40), placed('c', 30)], 3, position))).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
  });
});
