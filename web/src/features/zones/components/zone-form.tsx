import { useId, useState, type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { orderLimits, zoneLimits } from '@kasuwa/contract/limits';
import { useStaffText, type ShownText, type StaffTextId } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import type { ZoneFields } from '../../../components/store/zones/zones';
import { checkZone, type ZoneDraft } from '../zone-form-check';
import { InputField, NumberField } from '../../../components/staff/form-fields';
import { SaveButton, SideButton } from '../../../components/staff/form-buttons';

interface ZoneFormProps {
  /** The zone's fields when editing one; a new zone starts blank and open. */
  start?: ZoneFields;
  otherNames: readonly string[];
  saving: boolean;
  submitLabel: StaffTextId;
  onSave(fields: ZoneFields): void;
  onCancel?: () => void;
}

const draftOf = (fields?: ZoneFields): ZoneDraft =>
  fields
    ? { name: fields.name, fee: String(fields.fee), minimumOrder: String(fields.minimumOrder), active: fields.active }
    : { name: '', fee: '', minimumOrder: '', active: true };

/** A zone's name, fee, minimum order and whether it is offered; checked here, then by the rules. */
export function ZoneForm({ start, otherNames, saving, submitLabel, onSave, onCancel }: ZoneFormProps) {
  const id = useId();
  const { t } = useStaffText();
  const [draft, setDraft] = useState(() => draftOf(start));
  const [problem, setProblem] = useState<ShownText | null>(null);
  const set = (changes: Partial<ZoneDraft>) => setDraft((previous) => ({ ...previous, ...changes }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZone(draft, otherNames);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    onSave(checked.fields);
  };

  return (
    <form className="zone-form" onSubmit={save} noValidate aria-label={start ? `${t('Edit')} ${start.name}` : t('Add a zone')}>
      <UnsavedChangesGuard dirty={!saving && JSON.stringify(draft) !== JSON.stringify(draftOf(start))} />
      <InputField
        id={`${id}-name`}
        label={t('Zone')}
        maxLength={zoneLimits.nameLength}
        value={draft.name}
        onValue={(value) => set({ name: value })}
      />
      <NumberField
        id={`${id}-fee`}
        label={t('Delivery fee (F CFA)')}
        min={0}
        max={zoneLimits.maxFee}
        value={draft.fee}
        onValue={(value) => set({ fee: value })}
      />
      <NumberField
        id={`${id}-minimum`}
        label={t('Minimum order (F CFA)')}
        min={0}
        max={orderLimits.maxTotal}
        placeholder={t('No minimum')}
        value={draft.minimumOrder}
        onValue={(value) => set({ minimumOrder: value })}
      />
      <label className="zone-form__active">
        <input type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />{' '}
        {t('Offered to customers')}
      </label>
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      <div className="zone-form__actions">
        <SaveButton pending={saving} label={t(submitLabel)} />
        {onCancel && <SideButton onClick={onCancel}>{t('Cancel')}</SideButton>}
      </div>
    </form>
  );
}
