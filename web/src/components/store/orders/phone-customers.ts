import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functionNames } from '@kasuwa/contract/functions';
import {
  findPhoneCustomersOutputSchema,
  linkPhoneOrdersOutputSchema,
  type FindPhoneCustomersInput,
  type FindPhoneCustomersOutput,
  type LinkPhoneOrdersInput,
  type LinkPhoneOrdersOutput,
} from '@kasuwa/contract/phone-customers';
import { functions } from '../../../lib/firebase/functions';

/**
 * Every account that claims this number in its shop user record, with what staff need to judge it,
 * and the one a phone order would attach to (findPhoneCustomers: the server reads Auth, which the
 * console cannot).
 */
export async function findPhoneCustomers(phone: string): Promise<FindPhoneCustomersOutput> {
  return findPhoneCustomersOutputSchema.parse(
    (
      await httpsCallable<FindPhoneCustomersInput, FindPhoneCustomersOutput>(
        functions,
        functionNames.findPhoneCustomers,
      )({ phone: phone.trim() })
    ).data,
  );
}

/** linkPhoneOrders: the number's orders given to one account, deliberately, as staff; answers how many moved. */
export function useLinkPhoneOrders() {
  return useMutation({
    mutationFn: async (input: LinkPhoneOrdersInput): Promise<LinkPhoneOrdersOutput> =>
      linkPhoneOrdersOutputSchema.parse(
        (await httpsCallable<LinkPhoneOrdersInput, LinkPhoneOrdersOutput>(functions, functionNames.linkPhoneOrders)(input)).data,
      ),
  });
}
