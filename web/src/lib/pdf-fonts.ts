import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import regularFontUrl from './fonts/dejavu-sans.ttf?url';
import boldFontUrl from './fonts/dejavu-sans-bold.ttf?url';

/** The two weights the shop's PDFs write with. */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function fontFile(url: string): Promise<ArrayBuffer> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`The PDF font ${url} could not be loaded (HTTP ${answer.status})`);
  return answer.arrayBuffer();
}

/**
 * Embeds the shop's font, DejaVu Sans cut to French and the letters of Niamey's names (Ɓ ɓ Ɗ ɗ Ƙ ƙ
 * Ƴ ƴ Ŋ ŋ ʼ; scripts/site/pdf-fonts.mjs, docs/adr/0154-a-pdf-library-that-is-kept-and-a-font-for-niamey-names.md).
 * The files are fetched here, so only when a PDF is made; each PDF keeps only the glyphs it draws,
 * with the map back to the characters, so its text can be searched and copied.
 */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fontFile(regularFontUrl), fontFile(boldFontUrl)]);
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}

/**
 * Text as the font can write it, never an error: NFC first (a name typed as a letter and its accent
 * apart); a character the font has stays; else the letter without its accent if the font has that;
 * else '?' (Arabic script, emoji: the printed page keeps every character). No-break spaces become
 * plain spaces, which the PDF's word wrap breaks at.
 */
export function printableWith(font: PDFFont): (text: string) => string {
  const has = new Set(font.getCharacterSet());
  const fits = (character: string) => [...character].every((part) => has.has(part.codePointAt(0) ?? 0));
  return (text) =>
    Array.from(text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' '), (character) => {
      if (fits(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      return bare && fits(bare) ? bare : '?';
    }).join('');
}
