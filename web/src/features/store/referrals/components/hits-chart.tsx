import type { DayHits } from '../hits-per-day';

const height = 60;

/** What the chart shows, for screen readers and as the chart's tooltip. */
function summary(days: DayHits[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No hits in the last ${days.length} days.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  return `Hits per day over the last ${days.length} days: ${total} in all, the most on ${busiest.day} (${busiest.count}).`;
}

/**
 * Hits per day as bars, unique visitors as the darker part of each bar. Plain SVG, scaled to its box:
 * a chart library would weigh more than the whole page.
 */
export function HitsChart({ days }: { days: DayHits[] }) {
  const most = Math.max(1, ...days.map((day) => day.count));
  const scale = (count: number) => (count / most) * height;
  const label = summary(days);
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
