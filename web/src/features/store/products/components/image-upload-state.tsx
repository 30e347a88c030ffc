import { useId } from 'react';
import type { FormImage } from '../image-list';

/**
 * A chosen file's upload: a progress bar named after the file, kept at 100 % once uploaded so the
 * admin sees every file went; or the error, with Retry when sending it again can help.
 */
export function ImageUploadState({ image, onRetry }: { image: FormImage; onRetry: () => void }) {
  const progressId = useId();
  const { upload } = image;
  if (!image.file) return null;

  if (upload.status === 'failed') {
    return (
      <div className="product-image__failure">
        <p role="alert" className="product-image__error">
          {upload.error}
        </p>
        {upload.canRetry && (
          <button type="button" className="admin-button admin-button--small" aria-label={`Retry ${image.name}`} onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }

  const percent = upload.status === 'ready' ? 100 : upload.progress === null ? null : Math.round(upload.progress * 100);
  const state =
    upload.status === 'ready'
      ? 'Uploaded'
      : (upload.retrying ?? (percent === null ? 'Uploading…' : percent === 100 ? 'Processing…' : `Uploading… ${percent} %`));
  return (
    <div className="product-image__progress">
      <label htmlFor={progressId} className="visually-hidden">
        {image.name}
      </label>
      {/* Without a value the bar shows activity without a share: the browser could not tell it. */}
      <progress id={progressId} max={100} {...(percent !== null && { value: percent })} />
      <span className="product-image__state">{state}</span>
    </div>
  );
}
