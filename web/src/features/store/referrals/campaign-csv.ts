import { unregisteredBucket } from '@kasuwa/contract/referrals';
import type { PeriodStats } from './api/referral-stats';

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading =, +, - or @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The period's hits as CSV, one row per key and day with hits: code, label, day, hits, unique visitors.
 * The unregistered bucket's rows say so in the label.
 */
export function statsCsv(stats: PeriodStats): string {
  const rows = [['code', 'label', 'day', 'hits', 'unique_visitors']];
  for (const key of stats.keys) {
    const label = key.code === unregisteredBucket ? 'Codes not registered' : (key.campaign?.label ?? '');
    for (const day of key.days) rows.push([key.code, label, day.day, String(day.count), String(day.uniques)]);
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
