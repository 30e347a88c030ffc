/** The formats the store accepts, and how each is known by its first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image format the bytes announce, or null. A file's name and its declared type are the
 * client's to choose; its magic bytes are the first thing a decoder trusts, so they are checked here
 * and sharp then confirms that the whole file decodes as that format.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
