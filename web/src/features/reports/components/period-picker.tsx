import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { addDays, daysBetween, isCalendarDay } from '@kasuwa/contract/days';
import { maxReportDays } from '@kasuwa/contract/sales';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { presetLengths, type ReportPeriod } from '../sales-report';
import '../../../components/staff/staff-text-fr-people';
import '../../../components/staff/staff-text-fr-reports';

/** The reports page's address for a period. */
export const periodHref = ({ from, to }: ReportPeriod) => `${storePaths.reports.path}?${new URLSearchParams({ from, to })}`;

interface PeriodPickerProps {
  period: ReportPeriod;
  today: string;
  onChoose: (period: ReportPeriod) => void;
}

/** The last 7 or 30 days in one tap, or any days up to 31, none after today. */
export function PeriodPicker({ period, today, onChoose }: PeriodPickerProps) {
  const { t } = useStaffText();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState('');

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDay(from) || !isCalendarDay(to) || from > to) setProblem(t('Choose a first day on or before the last.'));
    else if (to > today) setProblem(t('The last day cannot be after today.'));
    else if (daysBetween(from, to) >= maxReportDays) setProblem(t('Choose at most {days} days.', { days: maxReportDays }));
    else {
      setProblem('');
      onChoose({ from, to });
    }
  };

  // A day of the period, up to today, marked wrong with the form when the period is refused.
  const dateField = (label: string, value: string, set: (day: string) => void) => (
    <label>
      {label}
      <input
        type="date"
        value={value}
        max={today}
        onChange={(event) => set(event.target.value)}
        aria-invalid={Boolean(problem)}
      />
    </label>
  );

  return (
    <div className="report-period store-surface">
      <ul className="report-period__presets">
        {presetLengths.map((days) => {
          const preset = { from: addDays(today, 1 - days), to: today };
          const current = preset.from === period.from && preset.to === period.to;
          return (
            <li key={days}>
              <Link
                to={periodHref(preset)}
                aria-current={current ? 'page' : undefined}
                className="admin-button admin-button--secondary admin-button--small"
              >
                {t('Last {days} days', { days })}
              </Link>
            </li>
          );
        })}
      </ul>
      <form className="report-period__form" onSubmit={choose} noValidate>
        {dateField(t('From'), from, setFrom)}
        {dateField(t('To'), to, setTo)}
        <button type="submit" className="admin-button admin-button--small">
          {t('Show')}
        </button>
        {problem && (
          <p role="alert" className="admin-message admin-message--error">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
