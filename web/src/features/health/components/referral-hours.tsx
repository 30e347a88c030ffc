import { useStaffText } from '../../../components/staff/staff-language';
import { useReferralHours } from '../api/referral-hours';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import '../../../components/staff/staff-text-fr-operations';

const height = 40;

/** Today's referral hits per hour as bars (plain SVG), with the numbers for screen readers and the table-minded. */
export function ReferralHours() {
  const hours = useReferralHours();
  const { t } = useStaffText();
  if (hours.isPending) return <ListLoading what="referral hits per hour" />;
  if (hours.isError) {
    return (
      <ListFailure
        message="Failed to load referral hits per hour"
        retrying={hours.isFetching}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  const counts = hours.data;
  const total = counts.reduce((sum, hits) => sum + hits, 0);
  const most = Math.max(1, ...counts);
  const busiest = counts.indexOf(Math.max(...counts));
  const label =
    total === 0
      ? t('No referral hit today yet.')
      : t('Referral hits today: {total}, the most at {hour} h ({count}).', { total, hour: busiest, count: counts[busiest] ?? 0 });
  return (
    <>
      <p className="health-hours__total">{label}</p>
      <svg className="health-hours" viewBox={`0 0 24 ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <title>{label}</title>
        {counts.map((hits, hour) => {
          const barHeight = (hits / most) * height;
          return (
            <rect key={hour} className="health-hours__bar" x={hour + 0.1} width={0.8} y={height - barHeight} height={barHeight} />
          );
        })}
      </svg>
      <p className="health-hours__axis" aria-hidden="true">
        {[0, 12, 23].map((hour) => (
          <span key={hour}>{t('{hour}:00', { hour })}</span>
        ))}
      </p>
    </>
  );
}
