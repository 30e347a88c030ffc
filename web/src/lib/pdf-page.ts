import { rgb, type PDFFont } from '@cantoo/pdf-lib';

/** What the shop's PDFs share (the résumé, campaign posters): A4 in points, margins, colours. */
export const a4: [number, number] = [595.28, 841.89];
export const pageMargin = 56;
export const brandGreen = rgb(0.04, 0.43, 0.31);
export const inkColour = rgb(0.11, 0.14, 0.2);

/** Splits text into lines that fit the width, word by word. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
