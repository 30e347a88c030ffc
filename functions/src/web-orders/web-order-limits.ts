import type { IncomingHttpHeaders } from 'node:http';
import type { WebOrderBounds, WebOrderRefusal } from '@kasuwa/contract/web-orders';
import { addressBudgetKey, platformAddress } from '../platform-address';
import type { RateLimit } from '../rate-limits/rate-limiter';

const hour = 3_600_000;

/** The addresses a web order is counted by, as their budgets key them (an IPv6 one by its /64). */
interface WebOrderAddresses {
  /** The address Hosting's front end received the visitor's connection from. */
  client: string;
  /** The address that connected to the function: Hosting's own, or a direct caller's. */
  connection: string;
}

/**
 * Google's front end before Cloud Run appends the address that connected to it as the last
 * X-Forwarded-For entry (platformAddress): behind Hosting that is Hosting's own, and Hosting appended
 * the visitor's address just before it. So the visitor is the entry before the last, which a visitor
 * cannot write: what it sends comes before both. A caller of the function's own URL can write that
 * entry, so it is also held to the bound of the last one, its own (docs/adr/0165).
 */
export function webOrderAddresses(request: {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}): WebOrderAddresses {
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const connection = platformAddress(request);
  return { client: addressBudgetKey(entries.at(-2) ?? connection), connection: addressBudgetKey(connection) };
}

/** Each bound as a counted limit, with the refusal it answers once spent, the narrowest first. */
export function webOrderLimits(bounds: WebOrderBounds, { client, connection }: WebOrderAddresses) {
  const limits: { limit: RateLimit; refusal: WebOrderRefusal }[] = [
    {
      limit: { name: 'web-orders-hour', subject: client, max: bounds.perAddressPerHour, windowMs: hour },
      refusal: 'too-many-hour',
    },
    {
      limit: { name: 'web-orders-day', subject: client, max: bounds.perAddressPerDay, windowMs: 24 * hour },
      refusal: 'too-many-day',
    },
    {
      limit: { name: 'web-orders-connection-hour', subject: connection, max: bounds.perConnectionPerHour, windowMs: hour },
      refusal: 'too-many-connection',
    },
    {
      limit: { name: 'web-orders-all-hour', subject: 'all', max: bounds.inAllPerHour, windowMs: hour },
      refusal: 'too-many-web',
    },
  ];
  return limits;
}
export type WebOrderLimits = ReturnType<typeof webOrderLimits>;
