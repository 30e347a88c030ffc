import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  findPhoneCustomersInputSchema,
  linkPhoneOrdersInputSchema,
  type LinkPhoneOrdersOutput,
  maxPhoneClaimants,
  trustedClaimant,
  type FindPhoneCustomersOutput,
  type PhoneClaimant,
} from '@kasuwa/contract/phone-customers';
import { phoneSpellings } from '@kasuwa/contract/phone-numbers';
import { phoneCustomerRefusals } from '@kasuwa/contract/refusals/phone-customers';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { logger } from '../operations/request-log';
import { refusalsOf } from '../refusal';

const refuse = refusalsOf(phoneCustomerRefusals);

/** An account as Auth holds it now, for staff to judge a claim on a number. */
export interface ClaimantAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  createdAt: string | null;
}

export interface PhoneClaimantsDeps {
  /** The shop users whose phone is one of these spellings: at most `limit`, with their names. */
  shopUsersWithPhone(spellings: readonly string[], limit: number): Promise<{ uid: string; name: string | null }[]>;
  /** These accounts as Auth holds them now (one batched look-up); an account gone from Auth is left out. */
  accountsOf(uids: readonly string[]): Promise<ClaimantAccount[]>;
  /** Whether the account has an order of its own delivered and paid at this number, however spelled (one query). */
  provenAt(uid: string, phone: string): Promise<boolean>;
}

/**
 * Every account whose shop user record claims the number, in any spelling, with its Auth standing:
 * what the trust decision (`trustedClaimant`) and staff both read. One query and one Auth look-up.
 */
export async function phoneClaimants({ shopUsersWithPhone, accountsOf, provenAt }: PhoneClaimantsDeps, phone: string) {
  const shopUsers = await shopUsersWithPhone(phoneSpellings(phone), maxPhoneClaimants);
  const accounts = new Map((await accountsOf(shopUsers.map(({ uid }) => uid))).map((account) => [account.uid, account]));
  const found = shopUsers.flatMap(({ uid, name }) => {
    const account = accounts.get(uid);
    return account ? [{ ...account, name }] : [];
  });
  return Promise.all(found.map(async (account) => ({ ...account, proven: await provenAt(account.uid, phone) })));
}

interface FindPhoneCustomersDeps extends PhoneClaimantsDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** How many orders an account has had (an aggregation: one read per 1,000). */
  orderCountOf(uid: string): Promise<number>;
}

/**
 * findPhoneCustomers (staff only, staff now): every account that claims a number, with what staff need
 * to judge it (name, email, verified or not, made when, orders so far), and the one a phone order
 * would attach to, if any. Never a silent pick of the first match.
 */
export function findPhoneCustomersHandler({ accounts, orderCountOf, ...claimants }: FindPhoneCustomersDeps) {
  return async (request: CallableRequest<unknown>): Promise<FindPhoneCustomersOutput> => {
    const { caller, input } = await staffNowCall(
      request,
      'findPhoneCustomers',
      findPhoneCustomersInputSchema,
      'orders',
      accounts,
    );
    try {
      const found = await phoneClaimants(claimants, input.phone);
      const withOrders: PhoneClaimant[] = await Promise.all(
        found.map(async (account) => ({ ...account, orders: await orderCountOf(account.uid) })),
      );
      logger.info('Looked up the accounts claiming a phone number', { caller, claimants: withOrders.length });
      return { claimants: withOrders, trusted: trustedClaimant(withOrders) };
    } catch (error) {
      logger.error('Could not look up the accounts claiming a phone number:', error, { caller });
      throw new HttpsError('internal', 'Could not look up the customers. Try again.');
    }
  };
}

interface LinkPhoneOrdersDeps extends PhoneClaimantsDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /**
   * In one batch: every order kept on the number's customer id (at most `maxLinkedOrders`) given to
   * the account, and the link recorded with who made it; answers how many moved.
   */
  moveOrders(phoneCustomer: string, uid: string, by: string): Promise<number>;
}

/**
 * linkPhoneOrders (staff only, staff now): the deliberate step after a phone order stayed on its number
 * (several accounts claim it, or the one that does is not verified): staff, having checked with the
 * customer, give that number's orders to one account. Only an account that claims the number, with a
 * verified email, proven at the number (the only claimant with an order of its own delivered and paid
 * there); every link is recorded with who made it.
 */
export function linkPhoneOrdersHandler({
  accounts,
  moveOrders,
  phoneCustomerOf,
  ...claimants
}: LinkPhoneOrdersDeps & {
  phoneCustomerOf(phone: string): string;
}) {
  return async (request: CallableRequest<unknown>): Promise<LinkPhoneOrdersOutput> => {
    const { caller, input } = await staffNowCall(request, 'linkPhoneOrders', linkPhoneOrdersInputSchema, 'orders', accounts);
    const found = await phoneClaimants(claimants, input.phone);
    const claimant = found.find(({ uid }) => uid === input.uid);
    if (!claimant) {
      logger.info('Refused linkPhoneOrders: the account does not claim the number', { caller, uid: input.uid });
      throw refuse('failed-precondition', 'not-claimed');
    }
    if (!claimant.emailVerified) {
      logger.info('Refused linkPhoneOrders: the account is not verified', { caller, uid: input.uid });
      throw refuse('failed-precondition', 'not-verified');
    }
    if (trustedClaimant(found) !== input.uid) {
      logger.info('Refused linkPhoneOrders: the account is not proven at the number', { caller, uid: input.uid });
      throw refuse('failed-precondition', 'not-proven');
    }
    const linked = await moveOrders(phoneCustomerOf(input.phone), input.uid, caller);
    logger.info('Linked a number’s phone orders to an account', { caller, uid: input.uid, linked });
    return { linked };
  };
}
