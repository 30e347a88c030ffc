/** Saves `content` as a file the browser downloads. */
export function downloadFile(name: string, content: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
