import { useEffect, useState } from 'react';
import { useStaffText } from '../../staff/staff-language';
import { shopDay } from '@kasuwa/contract/days';
import { shopClock, shopDayOfMonth } from './clock';
import '../../staff/staff-text-fr-offline';

/**
 * How long a phone that says it is online may show the cache before the server answers: a list opened
 * online shows what the device kept at once and the server's answer a moment later, which is not a cut.
 */
export const serverAnswerGraceMs = 3000;

/** Whether the cache has been shown long enough to call it offline: at once when the phone says so, else after the grace. */
function useOfflineForSure(): boolean {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (offline) return;
    const sayOffline = () => setOffline(true);
    const timer = setTimeout(sayOffline, serverAnswerGraceMs);
    window.addEventListener('offline', sayOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', sayOffline);
    };
  }, [offline]);
  return offline;
}

/**
 * What a list or an order shown from the device's cache says: offline, and the time of its last read
 * from the server. Mounted while the data is from the cache; silent for the grace while the phone is online.
 */
export function OfflineNotice({ syncedAt }: { syncedAt: number | null }) {
  const { t } = useStaffText();
  // The day the notice first showed: a data time of another day says its date too.
  const [today] = useState(() => shopDay(new Date()));
  if (!useOfflineForSure()) return null;
  const text =
    syncedAt === null
      ? t('Offline — data from an earlier visit')
      : shopDay(new Date(syncedAt)) === today
        ? t('Offline — data from {time}', { time: shopClock.format(syncedAt) })
        : t('Offline — data from {day} at {time}', { day: shopDayOfMonth.format(syncedAt), time: shopClock.format(syncedAt) });
  return (
    <p className="store-offline" role="status">
      {text}
    </p>
  );
}

/** Said instead of an empty list or a missing order when the device has not read it yet. */
const notRead = {
  list: 'Offline: this list has not been read on this device yet. It shows once the network is back.',
  order: 'Offline: this order has not been read on this device yet. It shows once the network is back.',
  customer: 'Offline: this customer has not been read on this device yet. They show once the network is back.',
} as const;

export function NotReadOffline({ what }: { what: keyof typeof notRead }) {
  const { t } = useStaffText();
  return (
    <p className="store-empty store-surface" role="status">
      {t(notRead[what])}
    </p>
  );
}
