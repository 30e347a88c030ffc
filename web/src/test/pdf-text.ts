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

/** A font's glyph widths (its CIDFont's W array), in thousandths of its size, by glyph code. */
function glyphWidths(pdf: PDFDocument, font: PDFDict): Map<number, number> {
  const [descendant] = font.lookup(PDFName.of('DescendantFonts'), PDFArray).asArray();
  const widths = pdf.context.lookup(descendant, PDFDict).lookup(PDFName.of('W'), PDFArray).asArray();
  const number = (at: number) => Number(String(pdf.context.lookup(widths[at])));
  const map = new Map<number, number>();
  for (let at = 0; at < widths.length;) {
    const first = number(at);
    const next = pdf.context.lookup(widths[at + 1]);
    if (next instanceof PDFArray) {
      next.asArray().forEach((width, index) => map.set(first + index, Number(String(width))));
      at += 2;
    } else {
      for (let code = first; code <= number(at + 1); code += 1) map.set(code, number(at + 2));
      at += 3;
    }
  }
  return map;
}

/** Where each text of a one-page PDF starts and ends across the page, in points, as a reader lays it out. */
export async function pdfTextSpans(bytes: Uint8Array): Promise<{ text: string; left: number; right: number; size: number }[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const spans: { text: string; left: number; right: number; size: number }[] = [];
  let map = new Map<string, string>();
  let widths = new Map<number, number>();
  let size = 0;
  let left = 0;
  for (const stream of streams) {
    const content = bytesOf(stream instanceof PDFRef ? pdf.context.lookup(stream) : stream);
    for (const [, name, fontSize, x, hex] of content.matchAll(
      /\/(\S+) ([\d.]+) Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm|<([0-9A-Fa-f]*)> Tj/g,
    )) {
      if (name) {
        const font = fonts?.lookup(PDFName.of(name), PDFDict);
        if (!font) throw new Error(`The page draws text in a font it does not have: ${name}`);
        [map, widths, size] = [unicodeMap(pdf, font), glyphWidths(pdf, font), Number(fontSize)];
      } else if (x) left = Number(x);
      else {
        const codes = hex?.toUpperCase().match(/.{4}/g) ?? [];
        const width = codes.reduce((sum, code) => sum + (widths.get(parseInt(code, 16)) ?? 1000), 0);
        spans.push({
          text: codes.map((code) => map.get(code) ?? '\uFFFD').join(''),
          left,
          right: left + (width / 1000) * size,
          size,
        });
      }
    }
  }
  return spans;
}

/** The drawing instructions of a PDF's first page, as text. */
export async function pageContent(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((stream) => bytesOf(stream instanceof PDFRef ? pdf.context.lookup(stream) : stream)).join('\n');
}
