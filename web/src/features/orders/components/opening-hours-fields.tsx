import type { OpeningHours } from '@kasuwa/contract/opening-hours';
import { useStaffText } from '../../../components/staff/staff-language';
import { InputField } from '../../../components/staff/form-fields';
import '../../../components/staff/staff-text-fr-opening-hours';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A day of the hours as typed: open or not, and its times (kept while closed, for reopening). */
export interface TypedDay {
  open: boolean;
  opens: string;
  closes: string;
}

/** The stored hours as the form shows them: a closed day keeps the usual times to reopen with. */
export const typedHoursOf = (hours: OpeningHours): TypedDay[] =>
  hours.map((day) => (day ? { open: true, ...day } : { open: false, opens: '08:00', closes: '20:00' }));

/** The hours as typed, for the contract's schema to check: a closed day is null. */
export const hoursOfTyped = (typed: readonly TypedDay[]): OpeningHours =>
  typed.map(({ open, opens, closes }) => (open ? { opens, closes } : null));

/**
 * The shop's opening hours, Niamey time, Monday first: each day open or closed, and when it opens and
 * closes. Every control is labelled with its day; `invalid` marks the times when they were refused.
 */
export function OpeningHoursFields({
  idPrefix,
  typed,
  invalid,
  onTyped,
}: {
  idPrefix: string;
  typed: readonly TypedDay[];
  invalid: boolean;
  onTyped: (typed: TypedDay[]) => void;
}) {
  const { t } = useStaffText();
  const change = (at: number, part: Partial<TypedDay>) =>
    onTyped(typed.map((day, index) => (index === at ? { ...day, ...part } : day)));
  return (
    <fieldset className="order-holds__hours">
      <legend>{t('Opening hours (Niamey time): a hold counts only the time the shop is open')}</legend>
      {dayNames.map((name, at) => {
        const day = t(name);
        const typedDay = typed[at]!;
        return (
          <div key={name} className="order-holds__day">
            <label>
              <input type="checkbox" checked={typedDay.open} onChange={(event) => change(at, { open: event.target.checked })} />{' '}
              {t('Open on {day}', { day })}
            </label>
            {typedDay.open && (
              <>
                <InputField
                  id={`${idPrefix}-${name}-opens`}
                  type="time"
                  label={t('{day}: opens at', { day })}
                  aria-invalid={invalid || undefined}
                  value={typedDay.opens}
                  onValue={(opens) => change(at, { opens })}
                />
                <InputField
                  id={`${idPrefix}-${name}-closes`}
                  type="time"
                  label={t('{day}: closes at', { day })}
                  aria-invalid={invalid || undefined}
                  value={typedDay.closes}
                  onValue={(closes) => change(at, { closes })}
                />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
