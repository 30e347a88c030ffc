import type { IncomingHttpHeaders } from 'node:http';
import type { WebOrderBounds, WebOrderRefusal } from '@kasuwa/contract/web-orders';
import { fromGoogleFrontEnd } from '../google-front-end';
import { addressBudgetKey, forwardedEntries, platformAddress } from '../platform-address';
import type { RateLimit } from '../rate-limits/rate-limiter';

const hour = 3_600_000;

/** The addresses a web order is counted by, as their budgets key them. */
interface WebOrderAddresses {
  /** The visitor Hosting relayed (an IPv6 one by its /64), or a direct caller's own address. */
  client: string;
  /** A caller of the function's own URL, by its own address (an IPv6 one by its /48); null behind Hosting. */
  connection: string | null;
}

/**
 * Google's front end before Cloud Run appends the address that connected to it as the last
 * X-Forwarded-For entry (platformAddress), which no client can write. When that address is one of
 * Google's own (fromGoogleFrontEnd), the request came through Hosting, which appended the visitor's
 * address just before it: a visitor's own entries come before both. Otherwise the caller called the
 * function's own URL and may have written every entry before its own, so its own address is bounded
 * too, by its /48 for IPv6, as a server's owner holds one (docs/adr/0169-web-order-bounds-behind-hosting.md).
 */
export function webOrderAddresses(request: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } }) {
  const last = platformAddress(request);
  const visitor = forwardedEntries(request.headers).at(-2);
  const connection = fromGoogleFrontEnd(last) ? null : addressBudgetKey(last, 48);
  const addresses: WebOrderAddresses = {
    client: visitor === undefined ? (connection ?? addressBudgetKey(last)) : addressBudgetKey(visitor),
    connection,
  };
  return addresses;
}

type CountedLimit = { limit: RateLimit; refusal: WebOrderRefusal };

/**
 * Each bound as a counted limit, with the refusal it answers once spent, the narrowest first. Attempts
 * are counted on every request that reaches the shop's data, before any pricing; orders in the order's
 * own transaction, so only a placed order spends them (and the web's hour, which no refused or junk
 * request can spend).
 */
export function webOrderLimits(bounds: WebOrderBounds, { client, connection }: WebOrderAddresses) {
  const perConnection = (limit: Omit<RateLimit, 'subject'>, refusal: WebOrderRefusal): CountedLimit[] =>
    connection === null ? [] : [{ limit: { ...limit, subject: connection }, refusal }];
  const attempts: CountedLimit[] = [
    {
      limit: { name: 'web-order-attempts-hour', subject: client, max: bounds.attemptsPerAddressPerHour, windowMs: hour },
      refusal: 'too-many-attempts',
    },
    ...perConnection(
      { name: 'web-order-attempts-connection-hour', max: bounds.attemptsPerConnectionPerHour, windowMs: hour },
      'too-many-connection',
    ),
  ];
  const orders: CountedLimit[] = [
    {
      limit: { name: 'web-orders-hour', subject: client, max: bounds.perAddressPerHour, windowMs: hour },
      refusal: 'too-many-hour',
    },
    {
      limit: { name: 'web-orders-day', subject: client, max: bounds.perAddressPerDay, windowMs: 24 * hour },
      refusal: 'too-many-day',
    },
    ...perConnection(
      { name: 'web-orders-connection-hour', max: bounds.perConnectionPerHour, windowMs: hour },
      'too-many-connection',
    ),
    {
      limit: { name: 'web-orders-all-hour', subject: 'all', max: bounds.inAllPerHour, windowMs: hour },
      refusal: 'too-many-web',
    },
  ];
  return { attempts, orders };
}
export type WebOrderLimits = ReturnType<typeof webOrderLimits>['orders'];
