import { readFile } from 'node:fs/promises';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

/**
 * In Jest a font file's address is its path on disk (web/jest.config.cjs): fetch answers it from
 * there, as the site answers the browser's fetch of the built file.
 */
export function serveFontFilesFromDisk(): void {
  global.fetch = (async (path: string) => {
    if (!path.endsWith('.ttf')) throw new Error(`Only font files are served in this test, not ${path}`);
    const bytes = await readFile(path);
    return { ok: true, status: 200, arrayBuffer: async () => new Uint8Array(bytes).buffer };
  }) as unknown as typeof fetch;
}

const bytesOf = (stream: PDFObject | undefined): string => {
  if (!(stream instanceof PDFRawStream)) throw new Error('Not a stream');
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
};

/** A font's ToUnicode CMap as glyph code (hex) → text; a font without one (a standard font) has none. */
function unicodeMap(pdf: PDFDocument, font: PDFDict): Map<string, string> {
  const cmap = font.get(PDFName.of('ToUnicode'));
  if (!cmap) throw new Error('The font has no ToUnicode map: its text cannot be read back');
  const text = bytesOf(pdf.context.lookup(cmap));
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const map = new Map<string, string>();
  for (const [, block = ''] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', unicode = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(unicode));
  for (const [, block = ''] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from = '', to = '', unicode = ''] of block.matchAll(/<(\w+)>\s*<(\w+)>\s*<(\w+)>/g))
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) {
        const first = utf16(unicode);
        const shifted = String.fromCodePoint((first.codePointAt(0) ?? 0) + code - parseInt(from, 16));
        map.set(code.toString(16).toUpperCase().padStart(from.length, '0'), shifted);
      }
  return map;
}

/**
 * The texts a PDF draws, one a line, read back as a PDF reader does: each page's content streams,
 * each string's glyph codes mapped to characters through its font's ToUnicode map.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let map = new Map<string, string>();
    for (const stream of streams) {
      const content = bytesOf(stream instanceof PDFRef ? pdf.context.lookup(stream) : stream);
      for (const [, name, hex] of content.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (name) {
          if (!fonts) throw new Error('The page draws text with no font');
          map = unicodeMap(pdf, fonts.lookup(PDFName.of(name), PDFDict));
        } else {
          const width = map.keys().next().value?.length ?? 4;
          const codes = hex?.toUpperCase().match(new RegExp(`.{${width}}`, 'g')) ?? [];
          lines.push(codes.map((code) => map.get(code) ?? '\uFFFD').join(''));
        }
      }
    }
  }
  return lines.join('\n');
}
