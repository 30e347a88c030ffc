import { operationsLimits } from '@kasuwa/contract/limits';
import { addressBudgetKey } from '../platform-address';
import { createClientLimiter } from '../rate-limits/client-limiter';

const perMinute = (count: number, maxClients?: number) =>
  createClientLimiter({ burst: count, perSecond: count / 60, ...(maxClients !== undefined && { maxClients }) });

/** Kinds remembered per instance as seen this hour: past it the memory starts again. */
const maxKindsRemembered = 5_000;

/**
 * Which error reports an instance takes, so that no sender, however many addresses it has, can make
 * the real reports of the site's pages be refused. Each address (an IPv6 one by its /64) has its own
 * budget. A kind already reported this hour (its document exists) costs its own budget and a share of
 * the known kinds' one, never the new kinds': a flood of one error, from any number of addresses,
 * fills only its own kind, and a new error still gets through. New kinds are limited per address and
 * for all together (the writes stay bounded): hiding a new error takes many addresses each sending
 * new messages every minute.
 */
export function createReportBudget(limits = operationsLimits) {
  const senders = perMinute(limits.reportsPerMinute);
  const kinds = perMinute(limits.reportsPerKindPerMinute, maxKindsRemembered);
  const newKindSenders = perMinute(limits.newKindsPerMinute);
  const newKinds = perMinute(limits.newKindsPerMinuteInAll, 1);
  const knownKinds = perMinute(limits.knownReportsPerMinuteInAll, 1);
  const seen = new Set<string>();
  return {
    /** Takes one report from the address's budget: false when it is used up. */
    allowSender: (address: string) => senders.allow(addressBudgetKey(address)),
    /** Takes one report of a kind (its document's id, which names its hour) from the shared budgets. */
    allowReport(kindId: string, address: string): boolean {
      if (seen.has(kindId)) return kinds.allow(kindId) && knownKinds.allow('all');
      if (!newKindSenders.allow(addressBudgetKey(address)) || !newKinds.allow('all')) return false;
      if (seen.size >= maxKindsRemembered) seen.clear();
      seen.add(kindId);
      return kinds.allow(kindId);
    },
  };
}
