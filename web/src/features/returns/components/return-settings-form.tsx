import { useId, useState, type FormEvent } from 'react';
import { returnExclusions, type ReturnExclusion } from '@kasuwa/contract/return-terms';
import type { ReturnSettings } from '@kasuwa/contract/returns';
import { callableProblem, useStaffText, verbatim, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { layerFormatted } from '../../../lib/pseudo-locale';
import { useReturnSettings, useSetReturnSettings } from '../api/returns';
import '../../../components/staff/staff-text-fr-returns';
import { SelectField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';

function ExclusionsForm({ stored, categories }: { stored: ReturnSettings; categories: readonly string[] }) {
  const save = useSetReturnSettings();
  const { t, language } = useStaffText();
  const formId = useId();
  const [chosen, setChosen] = useState<Record<string, ReturnExclusion | ''>>(stored.excluded);
  const [problem, setProblem] = useState<ShownText | null>(null);
  const shown = [...new Set([...categories, ...Object.keys(stored.excluded)])].sort((a, b) => a.localeCompare(b, 'fr'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const excluded = Object.fromEntries(
      Object.entries(chosen).filter((entry): entry is [string, ReturnExclusion] => entry[1] !== ''),
    );
    setProblem(null);
    save.mutate(
      { excluded },
      {
        onSuccess: () => notify({ text: 'Return settings saved', tone: 'success' }),
        onError: (error) => {
          console.error('Could not save the return settings:', error);
          setProblem(callableProblem(error, 'The return settings could not be saved. Nothing was changed; try again.'));
        },
      },
    );
  };

  return (
    <TitledSurface block="return-settings" title={t('Goods the terms exclude')} onSubmit={submit}>
      <p>{t('A category put here is refused on withdrawal, quoting the terms; a defect is still taken back.')}</p>
      {shown.map((category, at) => (
        <SelectField
          key={category}
          id={`${formId}-${at}`}
          label={t(verbatim(category))}
          value={chosen[category] ?? ''}
          onValue={(value) => setChosen({ ...chosen, [category]: value as ReturnExclusion | '' })}
        >
          <option value="">{t('Returnable')}</option>
          {(Object.keys(returnExclusions) as ReturnExclusion[]).map((exclusion) => (
            <option key={exclusion} value={exclusion}>
              {/* The terms' own words, French in every language of the console. */}
              {layerFormatted(language, returnExclusions[exclusion])}
            </option>
          ))}
        </SelectField>
      ))}
      <SaveButton pending={save.isPending} label={t('Save the exclusions')} secondary />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </TitledSurface>
  );
}

/** The owner's choice of which shop categories fall under the terms' exclusions. */
export function ReturnSettingsForm({ categories }: { categories: readonly string[] }) {
  const settings = useReturnSettings();
  const { t } = useStaffText();
  if (settings.isPending) return <p>{t('Loading…')}</p>;
  if (settings.isError) return <StaffMessage notice={{ text: 'The return settings could not be loaded.', tone: 'error' }} />;
  return <ExclusionsForm stored={settings.data} categories={categories} />;
}
