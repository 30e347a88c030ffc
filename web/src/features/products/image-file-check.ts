import { productImageLimits } from '@kasuwa/contract/limits';
import { type ShownText, textMessage } from '../../components/staff/staff-language';
import { looksLikePicture } from './photo-sizing';
import '../../components/staff/staff-text-fr-products';

const megabytes = productImageLimits.maxBytes / 1024 / 1024;

/**
 * Why a chosen file cannot be a product image, before it is sent (the function checks the bytes
 * anyway); null when it may be sent.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ShownText | null {
  if (!(productImageLimits.types as readonly string[]).includes(file.type)) return 'Only JPEG, PNG or WebP images are accepted.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > productImageLimits.maxBytes) return textMessage('This image is larger than {megabytes} MB.', { megabytes });
  return null;
}

/**
 * Why a chosen file is not worth opening as a picture, at once; null when the browser should try
 * (it may make a HEIC or a large photo light enough to send).
 */
export function pictureProblem(file: Pick<File, 'type' | 'size' | 'name'>): ShownText | null {
  if (file.size === 0) return 'This file is empty.';
  if (!looksLikePicture(file)) return 'Only JPEG, PNG or WebP images are accepted.';
  return null;
}
