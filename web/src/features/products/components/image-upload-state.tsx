import { useId } from 'react';
import type { FormImage } from '../image-list';
import { bytesText } from '../photo-sizing';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-products';
import '../../../components/staff/staff-text-fr-photos';

/**
 * A chosen file's upload: a progress bar named after the file, kept at 100 % once uploaded so the
 * admin sees every file went, with the bytes saved when the browser made it lighter; or the error,
 * with Retry when sending it again can help.
 */
export function ImageUploadState({ image, onRetry }: { image: FormImage; onRetry: () => void }) {
  const progressId = useId();
  const { t } = useStaffText();
  const { upload } = image;
  if (!image.file) return null;

  if (upload.status === 'failed') {
    return (
      <div className="product-image__failure">
        <p role="alert" className="product-image__error">
          {t(upload.error)}
        </p>
        {upload.canRetry && (
          <button
            type="button"
            className="admin-button admin-button--small"
            aria-label={t('Retry {name}', { name: image.name })}
            onClick={onRetry}
          >
            {t('Retry')}
          </button>
        )}
      </div>
    );
  }

  const percent =
    upload.status === 'ready'
      ? 100
      : upload.status === 'preparing' || upload.progress === null
        ? null
        : Math.round(upload.progress * 100);
  const state =
    upload.status === 'ready'
      ? t('Uploaded')
      : upload.status === 'preparing'
        ? t('Making the photo lighter…')
        : upload.retrying
          ? `${t(upload.retrying.reason)} ${t('Trying again in {seconds} s.', { seconds: upload.retrying.seconds })}`
          : percent === null
            ? t('Uploading…')
            : percent === 100
              ? t('Processing…')
              : t('Uploading… {percent} %', { percent });
  return (
    <div className="product-image__progress">
      <label htmlFor={progressId} className="visually-hidden">
        {image.name}
      </label>
      {/* Without a value the bar shows activity without a share: the browser could not tell it. */}
      <progress id={progressId} max={100} {...(percent !== null && { value: percent })} />
      <span className="product-image__state">{state}</span>
      {image.weights && (
        <span className="product-image__weights">
          {t('{before} → {after}', { before: bytesText(image.weights.before), after: bytesText(image.weights.after) })}
        </span>
      )}
    </div>
  );
}
