import type { FeedbackFilter } from '../api/feedback-keys';
import { filterOptions } from '../feedback-labels';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

export function FeedbackFilterSelect({ value, onChange }: { value: FeedbackFilter; onChange: (filter: FeedbackFilter) => void }) {
  const { t } = useStaffText();
  return (
    <label className="feedback-filter">
      {t('Filter')}
      <select value={value} onChange={(event) => onChange(event.target.value as FeedbackFilter)}>
        {filterOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
