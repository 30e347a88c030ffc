import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ProductFields } from '../api/product-document';
import type { StoredImage } from '../api/store-product';
import { checkProductForm } from '../product-form-check';
import { isSending } from '../image-list';
import {
  labelFields,
  productFormFields,
  requiredFields,
  type ProductFormValues,
  type RequiredField,
} from '../product-form-fields';
import { useProductImages } from '../use-product-images';
import { ChoiceToggles } from './choice-toggles';
import { ImagePicker } from './image-picker';
import { priceInputProps } from './price-input';
import './product-form.css';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';
import { SaveButton } from '../../../components/staff/form-buttons';

interface ProductFormProps {
  initialValues: ProductFormValues;
  initialImages: readonly StoredImage[];
  /** Suggested while typing the category, so the catalogue does not grow near-duplicates. */
  categories: readonly string[];
  submitLabel: StaffTextId;
  saving: boolean;
  /** Set once saved when the page is about to leave: the form can no longer be sent. */
  done?: boolean;
  /** For a form that replaces the one just sent, so the keyboard starts again at the top. */
  focusTitle?: boolean;
  onInvalid: (message: StaffTextId) => void;
  onSave: (fields: ProductFields) => void;
}

/** Add and edit share this form; the page decides what saving does and what happens next. */
export function ProductForm({
  initialValues,
  initialImages,
  categories,
  submitLabel,
  saving,
  done = false,
  focusTitle = false,
  onInvalid,
  onSave,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const { images, addFiles, retry, remove, move } = useProductImages(initialImages);
  const [invalid, setInvalid] = useState<RequiredField | 'images' | null>(null);
  const [waiting, setWaiting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const categoryList = useId();
  const { t } = useStaffText();

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function trySave() {
    const check = checkProductForm(values, images);
    setWaiting(check.kind === 'waiting');
    if (check.kind === 'waiting') return;
    if (check.kind === 'invalid') {
      setInvalid(check.focus);
      onInvalid(check.message);
      const target = check.focus === 'images' ? fileInput.current : form.current?.elements.namedItem(check.focus);
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    setInvalid(null);
    onSave(check.fields);
  }

  // A save asked for while images were uploading goes ahead (or says what is wrong) once they are done.
  const stillUploading = images.some((image) => isSending(image.upload));
  // An effect event: it reads the values of the render the uploads end in, which is what the admin sees.
  const saveAfterUploads = useEffectEvent(trySave);
  useEffect(() => {
    // The uploads end outside React (XHR callbacks): this effect is where the waiting save resumes,
    // and it must clear `waiting` or say what is wrong, both state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (waiting && !stillUploading) saveAfterUploads();
  }, [waiting, stillUploading]);

  // What staff entered and did not save: asked about before the page is left (not while saving, nor once saved).
  const edited =
    JSON.stringify(values) !== JSON.stringify(initialValues) ||
    images.map((image) => image.key).join('\n') !== initialImages.map((image) => image.url).join('\n');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving && !done) trySave();
  }

  return (
    <form ref={form} className="product-form store-surface" noValidate onSubmit={submit}>
      <UnsavedChangesGuard dirty={edited && !saving && !done} />
      {requiredFields.map((name) => {
        const spec = productFormFields[name];
        const input = {
          name,
          'aria-invalid': invalid === name || undefined,
          value: values[name],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
        };
        return (
          <label key={name} className="product-form__field">
            {t(spec.label)}
            {spec.kind === 'price' ? (
              <input {...input} {...priceInputProps} />
            ) : spec.kind === 'paragraph' ? (
              <textarea {...input} rows={5} maxLength={spec.maxLength} />
            ) : (
              <input
                {...input}
                maxLength={spec.maxLength}
                list={'suggest' in spec ? categoryList : undefined}
                // Only for a form that replaces the one just sent, after the admin's own action.
                autoFocus={focusTitle && name === requiredFields[0]}
              />
            )}
          </label>
        );
      })}
      <datalist id={categoryList}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {labelFields.map((name) => {
        const { legend, noun, common } = productFormFields[name];
        return (
          <ChoiceToggles
            key={name}
            legend={t(legend)}
            noun={t(noun)}
            common={common}
            values={values[name]}
            onChange={(chosen) => set(name, chosen)}
          />
        );
      })}
      <ImagePicker
        images={images}
        onAdd={addFiles}
        onRetry={retry}
        onRemove={remove}
        onMove={move}
        inputRef={fileInput}
        invalid={invalid === 'images'}
      />
      <div className="product-form__actions">
        <SaveButton pending={saving} label={t(submitLabel)} disabled={done} />
        <p role="status" className="product-form__waiting">
          {waiting && t('The product will be saved as soon as the images have finished uploading.')}
        </p>
      </div>
    </form>
  );
}
