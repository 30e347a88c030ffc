import { useEffect, useState } from 'react';
import { holdDuration } from '@kasuwa/contract/order-holds';

/** The time now, again every `everyMs`: what a countdown shown to staff re-reads. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** What is left of a hold at `now`: "2 h 10", "45 min", or null once it has ended. */
export function holdLeft(holdUntil: Date, now: number): string | null {
  const minutes = Math.ceil((holdUntil.getTime() - now) / 60_000);
  return minutes > 0 ? holdDuration(minutes) : null;
}

/** The units an order's lines hold together. */
export const heldUnits = (items: readonly { quantity?: number | undefined }[]) =>
  items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
