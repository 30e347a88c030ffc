import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import type { SetOrderZoneInput, SetOrderZoneOutput } from '@kasuwa/contract/schemas';
import { functions } from '../../../lib/firebase/functions';

/** setOrderZone as a mutation: the live order brings the zone, its fee and the new total back by itself. */
export function useSetOrderZone() {
  return useMutation({
    mutationFn: async (input: SetOrderZoneInput): Promise<SetOrderZoneOutput> =>
      (await httpsCallable<SetOrderZoneInput, SetOrderZoneOutput>(functions, functionNames.setOrderZone)(input)).data,
  });
}
