import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { productLimits } from '@kasuwa/contract/limits';
import type { FormImage } from '../image-list';
import { ImageUploadState } from './image-upload-state';
import { pictureTypes } from '../photo-sizing';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';

interface ImagePickerProps {
  images: FormImage[];
  /** Adds what fits and answers how many files did not. */
  onAdd: (files: File[]) => number;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, offset: -1 | 1) => void;
  /** The file input, which the form focuses when images are missing. */
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
}

/** The button that should have the focus once the list has been redrawn after a move or a removal. */
type FocusAfter = { move: -1 | 1; key: string } | { removed: string; next: string | null };

/** The product's images: choose several, see them, remove or reorder them; the first is the main image. */
export function ImagePicker({ images, onAdd, onRetry, onRemove, onMove, inputRef, invalid }: ImagePickerProps) {
  const hintId = useId();
  const inputId = useId();
  const { t } = useStaffText();
  const [tooMany, setTooMany] = useState(0);
  // A ref, not state: it only tells the effect that runs after the list is redrawn where focus goes.
  const focusAfter = useRef<FocusAfter | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const after = focusAfter.current;
    if (!after) return;
    if ('move' in after) {
      const index = images.findIndex((image) => image.key === after.key);
      // At either end the button just pressed is disabled: the other one keeps the focus in the item.
      const atEnd = after.move === -1 ? index === 0 : index === images.length - 1;
      buttons.current.get(`${after.key}:${atEnd ? -after.move : after.move}`)?.focus();
    } else if (!images.some((image) => image.key === after.removed)) {
      const next = after.next === null ? undefined : buttons.current.get(`${after.next}:remove`);
      (next ?? inputRef.current)?.focus();
    }
    focusAfter.current = null;
  }, [images, inputRef]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Emptied so that choosing the same file again (after removing it) is seen as a change.
    event.target.value = '';
    if (files.length > 0) setTooMany(onAdd(files));
  }

  function move(key: string, offset: -1 | 1) {
    onMove(key, offset);
    focusAfter.current = { move: offset, key };
  }

  function remove(key: string) {
    const index = images.findIndex((image) => image.key === key);
    const neighbour = images[index + 1] ?? images[index - 1];
    onRemove(key);
    focusAfter.current = { removed: key, next: neighbour?.key ?? null };
  }

  const keep = (name: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(name, button);
    else buttons.current.delete(name);
  };

  const moveButton = (image: FormImage, offset: -1 | 1, disabled: boolean) => (
    <button
      type="button"
      className="admin-button admin-button--secondary admin-button--small"
      aria-label={t(offset === -1 ? 'Move up {name}' : 'Move down {name}', { name: image.name })}
      disabled={disabled}
      ref={keep(`${image.key}:${offset}`)}
      onClick={() => move(image.key, offset)}
    >
      {t(offset === -1 ? 'Move up' : 'Move down')}
    </button>
  );

  return (
    <fieldset className="product-images">
      <legend>{t('Images')}</legend>
      <p id={hintId} className="product-images__hint">
        {t(
          'Photos, {count} at most, each made lighter on this device before it is sent. The first image is the main image. Each image is uploaded as soon as it is chosen.',
          { count: productLimits.maxImages },
        )}
      </p>
      <label htmlFor={inputId} className="product-images__choose">
        {t('Select images')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        multiple
        accept={pictureTypes}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        disabled={images.length >= productLimits.maxImages}
        onChange={choose}
      />
      {tooMany > 0 && (
        <p role="alert" className="product-images__limit">
          {t('A product has at most {max} images: {count} not added.', { max: productLimits.maxImages, count: tooMany })}
        </p>
      )}
      {images.length > 0 && (
        <ol className="product-images__list">
          {images.map((image, index) => (
            <li key={image.key} className="product-image">
              {image.file && !image.file.type.startsWith('image/') ? (
                <span className="product-image__preview product-image__preview--none">{t('No preview')}</span>
              ) : (
                <img
                  className="product-image__preview"
                  src={image.preview}
                  alt={t('Preview of {name}', { name: image.name })}
                  width={96}
                  height={96}
                />
              )}
              <div className="product-image__details">
                <p className="product-image__name">
                  {index === 0 && <strong className="product-image__main">{t('Main image')}</strong>}
                  <span>{image.name}</span>
                </p>
                <ImageUploadState image={image} onRetry={() => onRetry(image.key)} />
                <div className="product-image__actions">
                  {moveButton(image, -1, index === 0)}
                  {moveButton(image, 1, index === images.length - 1)}
                  <button
                    type="button"
                    className="admin-button admin-button--danger admin-button--small"
                    aria-label={t('Remove {name}', { name: image.name })}
                    ref={keep(`${image.key}:remove`)}
                    onClick={() => remove(image.key)}
                  >
                    {t('Remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
