import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore';
import { db } from './firestore';
import { meterQuery } from './read-meter';

/** One query on a collection, read once: its documents, counted by the read meter under `what`. */
export const readMetered = async (what: string, collectionName: string, ...constraints: QueryConstraint[]) =>
  meterQuery(what, await getDocs(query(collection(db, collectionName), ...constraints)));
