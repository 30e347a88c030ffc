import type { DayHits } from '../hits-per-day';
import { useStaffText, type StaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

const height = 60;

/** What the chart shows, for screen readers and as the chart's tooltip. */
function summary(t: StaffText, days: DayHits[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return t('No hits in the last {days} days.', { days: days.length });
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  return t('Hits per day over the last {days} days: {total} in all, the most on {day} ({count}).', {
    days: days.length,
    total,
    day: busiest.day,
    count: busiest.count,
  });
}

/**
 * Hits per day as bars, unique visitors as the darker part of each bar. Plain SVG, scaled to its box:
 * a chart library would weigh more than the whole page.
 */
export function HitsChart({ days }: { days: DayHits[] }) {
  const most = Math.max(1, ...days.map((day) => day.count));
  const scale = (count: number) => (count / most) * height;
  const { t } = useStaffText();
  const label = summary(t, days);
  return (
    <svg className="hits-chart" viewBox={`0 0 ${days.length} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
      <title>{label}</title>
      {days.map((day, index) => (
        <g key={day.day}>
          {(['hits', 'uniques'] as const).map((series) => {
            const barHeight = scale(series === 'hits' ? day.count : day.uniques);
            return (
              <rect
                key={series}
                className={`hits-chart__${series}`}
                x={index + 0.1}
                width={0.8}
                y={height - barHeight}
                height={barHeight}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}
