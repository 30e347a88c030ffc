import { useId, useState, type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { referralLimits } from '@kasuwa/contract/limits';
import { referralCodePattern } from '@kasuwa/contract/limits';
import { referralCodeSchema } from '@kasuwa/contract/referrals';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { CampaignExistsError, useCreateCampaign } from '../api/campaigns';
import { useStaffText, type ShownText, textMessage } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';
import { InputField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

/** Registers a campaign: a code as the referral link carries it, and a label for staff. */
export function CampaignForm() {
  const create = useCreateCampaign();
  const codeId = useId();
  const codeHintId = useId();
  const labelId = useId();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [failure, setFailure] = useState<ShownText | null>(null);
  const { t } = useStaffText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = referralCodeSchema.safeParse(code.trim());
    if (!parsed.success) {
      setFailure('A code is 1 to 64 letters without accents, digits, "_" or "-".');
      return;
    }
    if (label.trim() === '') {
      setFailure('Give the campaign a label: where the poster goes, who hands the link out.');
      return;
    }
    create.mutate(
      { code: parsed.data, label: label.trim() },
      {
        onSuccess: () => {
          notify({ text: textMessage('Campaign {code} created', { code: parsed.data }), tone: 'success' });
          setCode('');
          setLabel('');
        },
        onError: (error) => {
          if (error instanceof CampaignExistsError) {
            setFailure(textMessage('The code {code} is already a campaign: choose another.', { code: parsed.data }));
            return;
          }
          console.error('Creating a campaign failed:', error);
          setFailure('The campaign could not be created. Nothing was saved; try again.');
        },
      },
    );
  };

  return (
    <form className="campaign-form store-surface" aria-label={t('New campaign')} noValidate onSubmit={submit}>
      <UnsavedChangesGuard dirty={!create.isPending && (code.trim() !== '' || label.trim() !== '')} />
      <InputField
        id={codeId}
        label={t('Code')}
        under={
          <span id={codeHintId} className="campaign-form__hint">
            {t('Letters without accents, digits, "_" or "-", as in the link: /télécharger?ref=CODE')}
          </span>
        }
        required
        autoComplete="off"
        spellCheck={false}
        pattern={referralCodePattern}
        maxLength={64}
        aria-describedby={codeHintId}
        value={code}
        onValue={setCode}
      />
      <InputField
        id={labelId}
        label={t('Label')}
        required
        maxLength={referralLimits.labelLength}
        value={label}
        onValue={setLabel}
      />
      <SaveButton pending={create.isPending} label={t('Create campaign')} />
      {failure && <StaffMessage notice={{ text: failure, tone: 'error' }} />}
    </form>
  );
}
