/** jsdom's Blob has no text(). */
export const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsText(blob ?? new Blob());
  });

/** A blob's bytes as they would be saved: a byte order mark stays (FileReader's text drops it). */
export const bytesOf = (blob: Blob | undefined) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsArrayBuffer(blob ?? new Blob());
  });

/** Keeps the files the page downloads instead of saving them; `onClick` sees each download link. */
export function captureDownloads(onClick: (link: HTMLAnchorElement) => void = () => undefined) {
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    onClick(this);
  });
  return { saved, clicked };
}
