import { collections } from '@kasuwa/contract/collections';
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { readRoleChange, type StoredRoleChange } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { logLoadFailure } from '../../../components/store/store-lists';
import { roleChangesKey } from './staff-accounts';
import { meterQuery } from '../../../lib/firebase/read-meter';

/** The audit shows the newest changes; older ones stay in Firestore. */
export const roleChangesShown = 50;

export type RoleChangeRecord = StoredRoleChange & { id: string };

async function loadRoleChanges(): Promise<RoleChangeRecord[]> {
  const newest = query(collection(db, collections.roleChanges), orderBy('at', 'desc'), limit(roleChangesShown));
  return meterQuery('role changes', await getDocs(newest)).docs.map((change) => ({
    id: change.id,
    ...readRoleChange(change.data()),
  }));
}

/** The newest role changes, as setUserRole recorded them. */
export function useRoleChanges() {
  return useQuery({ queryKey: roleChangesKey, queryFn: () => logLoadFailure('role changes', loadRoleChanges) });
}
