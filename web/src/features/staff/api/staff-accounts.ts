import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import {
  findAccountOutputSchema,
  type FindAccountInput,
  type FindAccountOutput,
  type SetUserRoleInput,
  type SetUserRoleOutput,
} from '@kasuwa/contract/accounts';
import { functionNames } from '@kasuwa/contract/functions';
import { staffAccountRefusals } from '@kasuwa/contract/refusals/staff-accounts';
import { callableProblem, type ShownText, type StaffTextId } from '../../../components/staff/staff-language';
import { functions } from '../../../lib/firebase/functions';
import { staffKey } from '../../../components/store/staff-accounts';
import '../../../components/staff/staff-text-fr-people';

export const roleChangesKey = ['store', 'role-changes'] as const;

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
