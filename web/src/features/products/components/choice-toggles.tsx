import { useId, useState, type KeyboardEvent } from 'react';
import { productLimits } from '@kasuwa/contract/limits';
import { addChoice, choiceOptions, isChosen, toggleChoice } from '../choice-values';
import { useStaffText, type ShownText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

interface ChoiceTogglesProps {
  legend: string;
  /** What one value is called in "Add a size" and "Other size". */
  noun: string;
  common: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
}

/** Sizes or colours: each value a toggle button; a value that is not offered can be typed in. */
export function ChoiceToggles({ legend, noun, common, values, onChange }: ChoiceTogglesProps) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState<ShownText | null>(null);
  const inputId = useId();
  const reasonId = useId();
  const { t } = useStaffText();

  function addTyped() {
    const result = addChoice(values, typed);
    setReason(result.reason);
    if (result.reason === null) {
      onChange(result.values);
      setTyped('');
    }
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the value instead of submitting the whole product.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTyped();
  }

  return (
    <fieldset className="choice-toggles">
      <legend>{legend}</legend>
      <ul className="choice-toggles__options">
        {choiceOptions(common, values).map((option) => (
          <li key={option}>
            <button
              type="button"
              className="choice-toggles__option"
              aria-pressed={isChosen(values, option)}
              onClick={() => onChange(toggleChoice(values, option))}
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
      <div className="choice-toggles__other">
        <label htmlFor={inputId}>{t('Other {noun}', { noun })}</label>
        <input
          id={inputId}
          value={typed}
          maxLength={productLimits.labelLength}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={addTyped}>
          {t('Add {noun}', { noun })}
        </button>
      </div>
      {reason && (
        <p id={reasonId} className="choice-toggles__reason" role="alert">
          {t(reason)}
        </p>
      )}
    </fieldset>
  );
}
