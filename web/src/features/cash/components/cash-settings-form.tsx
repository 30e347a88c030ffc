import { useId, useState, type FormEvent } from 'react';
import { setCashSettingsInputSchema, type CashSettings } from '@kasuwa/contract/cash';
import { callableProblem, useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCashSettings, useSetCashSettings } from '../api/cash';
import '../../../components/staff/staff-text-fr-cash';
import { NumberField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

function RiderMaxForm({ stored }: { stored: CashSettings }) {
  const save = useSetCashSettings();
  const { t } = useStaffText();
  const inputId = useId();
  const [typed, setTyped] = useState(String(stored.riderMax));
  const [problem, setProblem] = useState<ShownText | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = setCashSettingsInputSchema.safeParse({ riderMax: Number(typed) });
    if (!read.success || !/^\d+$/.test(typed.trim())) {
      setProblem('Enter a whole amount of at least 1,000 F CFA.');
      return;
    }
    setProblem(null);
    save.mutate(read.data, {
      onSuccess: () => notify({ text: 'Cash settings saved', tone: 'success' }),
      onError: (error) => {
        console.error('Could not save the cash settings:', error);
        setProblem(callableProblem(error, 'The cash settings could not be saved. Nothing was changed; try again.'));
      },
    });
  };

  return (
    <form className="cash-settings" onSubmit={submit} noValidate>
      <NumberField
        id={inputId}
        label={t('Flag a rider holding more than (F CFA)')}
        min={1000}
        step={500}
        value={typed}
        aria-invalid={problem ? true : undefined}
        onValue={setTyped}
      />
      <SaveButton pending={save.isPending} label={t('Save the amount')} secondary />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}

/** The owner's amount over which a rider's cash is flagged: the form once the stored value is read. */
export function CashSettingsForm() {
  const settings = useCashSettings();
  const { t } = useStaffText();
  if (settings.isPending) return <p>{t('Loading…')}</p>;
  if (settings.isError) return <StaffMessage notice={{ text: 'The cash settings could not be loaded.', tone: 'error' }} />;
  return <RiderMaxForm stored={settings.data} />;
}
