import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { countsBy } from '../counts-by';
import '../../../components/staff/staff-text-fr-operations';

interface CountsSummaryProps<Item> {
  /** What the list counts, as its label says it ("Page errors per page"). */
  label: StaffTextId;
  items: readonly Item[];
  keyOf(item: Item): string;
  countOf(item: Item): number;
}

/** The rows below summed per page or task, the largest first: what to look at first, read at a glance. */
export function CountsSummary<Item>({ label, items, keyOf, countOf }: CountsSummaryProps<Item>) {
  const { t } = useStaffText();
  const counts = countsBy(items, keyOf, countOf);
  if (counts.length === 0) return null;
  return (
    <ul className="health-counts" aria-label={t(label)}>
      {counts.map(({ key, count }) => (
        <li key={key}>
          <strong>{t('{count} times', { count })}</strong> {key}
        </li>
      ))}
    </ul>
  );
}
