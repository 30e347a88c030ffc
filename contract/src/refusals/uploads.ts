/**
 * uploadProductImage (POST /api/product-images): a refusal answers `{ error, refusal, values }`, `error`
 * the English filled in (what a script or the logs read), `refusal` the code the console says.
 */
export const uploadRefusals = {
  'post-only': 'Only POST is supported.',
  'no-token': 'Sign in as staff: send your ID token as "Authorization: Bearer <token>".',
  'token-invalid': 'Your sign-in is not valid or has expired: sign in again.',
  'not-staff': 'Only staff may upload product images.',
  'too-large': 'The image is larger than {megabytes} MB.',
  'not-multipart': 'Send the image as multipart/form-data, in a field named "file".',
  'unreadable-body': 'The upload arrived cut off or damaged: send the image again.',
  'no-file': 'No image: send it in a field named "file".',
  'other-field': 'Send the image in a field named "file", not "{field}".',
  'one-file': 'Send one image per request.',
  'too-many-parts': 'The form has too many parts.',
  'not-an-image': 'Only JPEG, PNG or WebP images are accepted.',
  'unreadable-image': 'The file is not a readable image.',
  'not-that-format': 'The file starts like a {format} image but is not one.',
  'too-many-pixels': 'The image is {width}×{height} pixels; at most {megapixels} megapixels are accepted.',
  'damaged-image': 'The image is damaged and cannot be decoded.',
  'not-stored': 'The image could not be stored; try again.',
} as const;

export type UploadRefusalCode = keyof typeof uploadRefusals;
