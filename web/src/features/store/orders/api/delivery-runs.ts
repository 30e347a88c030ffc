import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteField, doc, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readProfile } from '@kasuwa/contract/records';
import { auth } from '../../../../lib/firebase/auth';
import { db } from '../../../../lib/firebase/firestore';
import { logLoadFailure } from '../../store-lists';
import { readMetered } from '../../../../lib/firebase/metered-query';

/** An account with the rider role, as staff choose it for a run. */
export interface Rider {
  uid: string;
  /** How staff tell riders apart: their sign-in email (profiles hold no name). */
  email: string;
}

/** The riders (profiles whose role is rider, one query), for staff who put orders in a run. */
export function useRiders(enabled: boolean) {
  return useQuery({
    queryKey: ['store', 'riders'],
    enabled,
    queryFn: () =>
      logLoadFailure('riders', async () => {
        const found = await readMetered('riders', collections.profiles, where('role', '==', 'rider'));
        return found.docs
          .map((profile): Rider => ({ uid: profile.id, email: readProfile(profile.data()).email ?? profile.id }))
          .sort((a, b) => a.email.localeCompare(b.email));
      }),
  });
}

/** Orders given to a rider's run of a day: each order and its place in the run (1 first). */
export interface RunAssignment {
  riderId: string;
  runDay: string;
  orders: { orderId: string; runPosition: number }[];
}

/**
 * Puts orders in a rider's run in one batch, each with who and when (the rules check every order: it
 * must be confirmed, out or failed, and the rider an account with the rider role). Nothing is written
 * if one is refused.
 */
async function assignRun({ riderId, runDay, orders }: RunAssignment): Promise<void> {
  const staff = auth.currentUser;
  if (!staff) throw new Error('Not signed in');
  const batch = writeBatch(db);
  for (const { orderId, runPosition } of orders) {
    batch.update(doc(db, collections.orders, orderId), {
      riderId,
      runDay,
      runPosition,
      assignedBy: staff.uid,
      assignedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** Takes an order out of any run. */
async function takeOutOfRun(orderId: string): Promise<void> {
  const staff = auth.currentUser;
  if (!staff) throw new Error('Not signed in');
  const batch = writeBatch(db);
  batch.update(doc(db, collections.orders, orderId), {
    riderId: deleteField(),
    runDay: deleteField(),
    runPosition: deleteField(),
    assignedBy: staff.uid,
    assignedAt: serverTimestamp(),
  });
  await batch.commit();
}

/** assignRun as a mutation; the lists that show runs are read again after. */
export function useAssignRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['store', 'orders'] }),
  });
}

export function useTakeOutOfRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOutOfRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['store', 'orders'] }),
  });
}
