import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { productLimits } from '@kasuwa/contract/limits';
import type { ProductFields } from '../api/product-document';
import type { StoredImage } from '../api/store-product';
import { commonColors, commonSizes } from '../choice-values';
import { checkProductForm, type ProductFormValues, type RequiredField } from '../product-form-check';
import { useProductImages } from '../use-product-images';
import { ChoiceToggles } from './choice-toggles';
import { ImagePicker } from './image-picker';
import { priceInputProps } from './price-input';
import './product-form.css';

const choiceLists = [
  { list: 'sizes', legend: 'Sizes', noun: 'size', common: commonSizes },
  { list: 'colors', legend: 'Colours', noun: 'colour', common: commonColors },
] as const;

interface ProductFormProps {
  initialValues: ProductFormValues;
  initialImages: readonly StoredImage[];
  /** Suggested while typing the category, so the catalogue does not grow near-duplicates. */
  categories: readonly string[];
  submitLabel: string;
  saving: boolean;
  /** Set once saved when the page is about to leave: the form can no longer be sent. */
  done?: boolean;
  /** For a form that replaces the one just sent, so the keyboard starts again at the top. */
  focusTitle?: boolean;
  onInvalid: (message: string) => void;
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
  const stillUploading = images.some((image) => image.upload.status === 'uploading');
  // An effect event: it reads the values of the render the uploads end in, which is what the admin sees.
  const saveAfterUploads = useEffectEvent(trySave);
  useEffect(() => {
    // The uploads end outside React (XHR callbacks): this effect is where the waiting save resumes,
    // and it must clear `waiting` or say what is wrong, both state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (waiting && !stillUploading) saveAfterUploads();
  }, [waiting, stillUploading]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving && !done) trySave();
  }

  const field = (name: RequiredField) => ({ name, 'aria-invalid': invalid === name || undefined });

  return (
    <form ref={form} className="product-form store-surface" noValidate onSubmit={submit}>
      <label className="product-form__field">
        Title
        <input
          {...field('title')}
          // Only for a form that replaces the one just sent, after the admin's own action.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusTitle}
          maxLength={productLimits.titleLength}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </label>
      <label className="product-form__field">
        Price (F CFA)
        <input
          {...field('price')}
          {...priceInputProps}
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
        />
      </label>
      <label className="product-form__field">
        Category
        <input
          {...field('category')}
          maxLength={productLimits.categoryLength}
          list={categoryList}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        />
      </label>
      <datalist id={categoryList}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <label className="product-form__field">
        Description
        <textarea
          {...field('description')}
          rows={5}
          maxLength={productLimits.descriptionLength}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </label>
      {choiceLists.map(({ list, legend, noun, common }) => (
        <ChoiceToggles
          key={list}
          legend={legend}
          noun={noun}
          common={common}
          values={values[list]}
          onChange={(chosen) => set(list, chosen)}
        />
      ))}
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
        <button type="submit" className="admin-button admin-button--inline" disabled={saving || done}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        <p role="status" className="product-form__waiting">
          {waiting && 'The product will be saved as soon as the images have finished uploading.'}
        </p>
      </div>
    </form>
  );
}
