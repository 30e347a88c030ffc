import { unregisteredBucket } from '@kasuwa/contract/referrals';
import { excelCsv, excelDay } from '../../lib/excel-csv';
import type { StaffText } from '../../components/staff/staff-language';
import type { PeriodStats } from './api/referral-stats';
import '../../components/staff/staff-text-fr-people';

/**
 * The period as CSV for French Excel, one row per key and day with hits or orders: code, label, day, hits, unique
 * visitors, orders placed with the code, those delivered and their F CFA, the columns named in the
 * console's language (`t`). The unregistered bucket's rows say so in the label (its orders are not
 * counted: empty cells).
 */
export function statsCsv(stats: PeriodStats, t: StaffText): string {
  const rows: (string | number)[][] = [
    [t('Code'), t('Label'), t('Day'), t('Hits'), t('Unique visitors'), t('Orders'), t('Orders delivered'), t('F CFA delivered')],
  ];
  for (const key of stats.keys) {
    const unregistered = key.code === unregisteredBucket;
    const label = unregistered ? t('Codes not registered') : (key.campaign?.label ?? '');
    const hits = new Map(key.days.map((day) => [day.day, day]));
    const orders = new Map(key.orderDays.map((day) => [day.day, day]));
    for (const day of [...new Set([...hits.keys(), ...orders.keys()])].sort()) {
      const hit = hits.get(day);
      const ordered = orders.get(day);
      const orderCells = unregistered
        ? ['', '', '']
        : [ordered?.orders ?? 0, ordered?.delivered ?? 0, ordered?.deliveredTotal ?? 0];
      rows.push([key.code, label, excelDay(day), hit?.count ?? 0, hit?.uniques ?? 0, ...orderCells]);
    }
  }
  return excelCsv(rows);
}
