import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import {
  findAccountOutputSchema,
  listStaffOutputSchema,
  type FindAccountInput,
  type FindAccountOutput,
  type ListStaffOutput,
  type SetUserRoleInput,
  type SetUserRoleOutput,
  type StaffAccount,
} from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { staffAccountRefusals } from '@kasuwa/contract/refusals/staff-accounts';
import { callableProblem, type ShownText, type StaffTextId } from '../../../../components/staff/staff-language';
import { functions } from '../../../../lib/firebase/functions';
import { logLoadFailure } from '../../store-lists';
import '../../../../components/staff/staff-text-fr-people';

const staffKey = ['store', 'staff'] as const;
export const roleChangesKey = ['store', 'role-changes'] as const;

async function listStaff(): Promise<StaffAccount[]> {
  const call = httpsCallable<null, ListStaffOutput>(functions, functionNames.listStaff);
  return listStaffOutputSchema.parse((await call(null)).data).staff;
}

/** The staff accounts, from Auth's role claims (listStaff): only for a role that sees the team (`enabled`). */
export function useStaffAccounts(enabled = true) {
  return useQuery({ queryKey: staffKey, queryFn: () => logLoadFailure('staff', listStaff), enabled });
}

/** Grants or takes back the admin role (setUserRole); the staff list and the audit are read again after. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetUserRoleInput) =>
      (await httpsCallable<SetUserRoleInput, SetUserRoleOutput>(functions, functionNames.setUserRole)(input)).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: roleChangesKey }),
      ]),
  });
}

/** An account by its email as Auth holds it now (findAccount): verified, disabled, its role. */
export function useFindAccount() {
  return useMutation({
    mutationFn: async (input: FindAccountInput) =>
      findAccountOutputSchema.parse(
        (await httpsCallable<FindAccountInput, FindAccountOutput>(functions, functionNames.findAccount)(input)).data,
      ),
  });
}

/** What setUserRole answered, in words for staff. */
export function roleChangeFailure(
  error: unknown,
  otherwise: StaffTextId = 'The role could not be changed. Nothing was changed; try again.',
): ShownText {
  return callableProblem(error, otherwise, { refusals: staffAccountRefusals });
}
