import { cashFlagsOf, defaultCashSettings, type CashInHand } from '@kasuwa/contract/cash';
import { useNow } from '../../components/store/orders/hold-time';
import { useCashInHand, useCashSettings } from './api/cash';

export type HolderFlags = ReturnType<typeof cashFlagsOf>;
export interface FlaggedHolder {
  held: CashInHand;
  flags: HolderFlags;
}

/** Everyone's cash in hand with its flags, read once: the list on /store/cash, the flags elsewhere. */
export function useFlaggedCash() {
  const cash = useCashInHand();
  const settings = useCashSettings();
  const now = useNow(60_000);
  const riderMax = settings.data?.riderMax ?? defaultCashSettings.riderMax;
  const people: FlaggedHolder[] = (cash.data ?? []).map((held) => ({
    held,
    flags: cashFlagsOf(held, { isRider: held.role === 'rider', riderMax }, now),
  }));
  return { cash, people, riderMax };
}
