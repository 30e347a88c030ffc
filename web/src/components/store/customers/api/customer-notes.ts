import { useMutation } from '@tanstack/react-query';
import { collection, doc, limit, onSnapshot, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { readCustomerNote, shownCustomerNotes, type CustomerNote } from '@kasuwa/contract/customers';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';
import { errorCode } from '../../../../lib/firebase/callable-failure';
import { meterSnapshot } from '../../../../lib/firebase/read-meter';
import { storedOnServer } from '../../offline/send-or-queue';

interface LiveNotes {
  key: string;
  notes?: CustomerNote[];
  failure?: unknown;
}

/**
 * A customer's latest notes, newest first, kept current (one listener, 8 documents): a note a
 * colleague writes shows on every open order and form of the customer within seconds.
 */
export function useCustomerNotes(customerKey: string | null) {
  const [attempt, setAttempt] = useState(0);
  const key = `${customerKey}:${attempt}`;
  const [state, setState] = useState<LiveNotes>({ key: '' });
  useEffect(() => {
    if (!customerKey) return undefined;
    let first = true;
    return onSnapshot(
      query(
        collection(db, collections.customerNotes),
        where('customerKey', '==', customerKey),
        orderBy('at', 'desc'),
        limit(shownCustomerNotes),
      ),
      (snapshot) => {
        meterSnapshot('customer notes', snapshot.docChanges().length, first);
        first = false;
        setState({
          key,
          notes: snapshot.docs.map((note) => readCustomerNote(note.id, note.data({ serverTimestamps: 'estimate' }))),
        });
      },
      (error) => {
        console.error('Loading the customer notes failed:', error);
        setState({ key, failure: error });
      },
    );
  }, [customerKey, key]);
  const shown = state.key === key ? state : { key };
  return { ...shown, retry: () => setAttempt((count) => count + 1) };
}

/**
 * A note on a customer, as the signed-in staff member and now (the rules hold both); never changed
 * after. Firestore delivers a write at least once: a note sent again after a cut meets the rule that
 * only creates, although the first copy is stored. A refusal is believed only once the server says the
 * note is not there.
 */
export function useAddCustomerNote() {
  return useMutation({
    mutationFn: async ({ customerKey, text }: { customerKey: string; text: string }) => {
      const staff = auth.currentUser;
      if (!staff?.email) throw new Error('Not signed in');
      const note = doc(collection(db, collections.customerNotes));
      try {
        await setDoc(note, {
          customerKey,
          text: text.trim(),
          by: staff.uid,
          byEmail: staff.email,
          at: serverTimestamp(),
        });
      } catch (error) {
        if (errorCode(error) === 'permission-denied' && (await storedOnServer(note, `the note ${note.id}`))) return;
        throw error;
      }
    },
  });
}
