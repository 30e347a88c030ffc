import { collections } from '@kasuwa/contract/collections';
import { env } from '../env';
import { meterReads } from './read-meter';

/**
 * The profile's role as the server holds it now (users/{uid}), read over Firestore's REST endpoint with
 * an ID token: the check of a removed staff member (components/staff/staff-removal.ts) reads it from the
 * server, never from the device's cache, even once Auth has signed the tab out (the ID token the device
 * still holds stays good up to its hour), and without loading the Firestore SDK. One document read.
 */
export type ProfileAnswer =
  /** The profile's role field as stored (null when the account has no profile). */
  | { role: unknown }
  /** The rules refused the read (a token no longer good, or not the profile's owner). */
  | 'refused';

const { firestore: firestoreEmulator } = env.emulators;
const documents = firestoreEmulator
  ? `http://${firestoreEmulator.host}:${firestoreEmulator.port}/v1`
  : 'https://firestore.googleapis.com/v1';

/** Rejects when the server cannot be asked (no network, a server error): nothing is known then. */
export async function profileRoleOnServer(uid: string, idToken: string): Promise<ProfileAnswer> {
  const url = `${documents}/projects/${env.firebase.projectId}/databases/(default)/documents/${collections.profiles}/${encodeURIComponent(uid)}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` }, cache: 'no-store' });
  meterReads('staff check', 1);
  if (response.status === 401 || response.status === 403) return 'refused';
  if (response.status === 404) return { role: null };
  if (!response.ok) throw new Error(`The profile could not be read: HTTP ${response.status}`);
  const body = (await response.json()) as { fields?: { role?: { stringValue?: unknown } } } | null;
  return { role: body?.fields?.role?.stringValue ?? null };
}
