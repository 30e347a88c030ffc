import { customerKeyOf } from '@kasuwa/contract/customers';

/** The field that files an order under its customer's record (none for a number that is none). */
export function customerKeyField(phone: string | undefined): { customerKey?: string } {
  const customerKey = customerKeyOf(phone);
  return customerKey ? { customerKey } : {};
}
