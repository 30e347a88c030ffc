import { useQuery } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { listStaffOutputSchema, type ListStaffOutput, type StaffAccount } from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { functions } from '../../lib/firebase/functions';
import { logLoadFailure } from './store-lists';

/** The key of the team's list, read again when a role changes. */
export const staffKey = ['store', 'staff'] as const;

async function listStaff(): Promise<StaffAccount[]> {
  const call = httpsCallable<null, ListStaffOutput>(functions, functionNames.listStaff);
  return listStaffOutputSchema.parse((await call(null)).data).staff;
}

/** The staff accounts, from Auth's role claims (listStaff): only for a role that sees the team (`enabled`). */
export function useStaffAccounts(enabled = true) {
  return useQuery({ queryKey: staffKey, queryFn: () => logLoadFailure('staff', listStaff), enabled });
}
