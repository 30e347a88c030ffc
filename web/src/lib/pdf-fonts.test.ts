import { PDFDocument } from '@cantoo/pdf-lib';
import { serveFontFilesFromDisk } from '../test/pdf-text';
import { embedPdfFonts, printableWith } from './pdf-fonts';

beforeEach(serveFontFilesFromDisk);

describe('embedPdfFonts', () => {
  it('gives both weights every letter of Niamey’s names and of French amounts', async () => {
    const { regular, bold } = await embedPdfFonts(await PDFDocument.create());
    const letters = Array.from('ƁɓƊɗƘƙƳƴŊŋʼ€«»’—–×·\u202f\u00a0⟦⟧', (letter) => letter.codePointAt(0));
    for (const font of [regular, bold]) expect(font.getCharacterSet()).toEqual(expect.arrayContaining(letters));
  });

  it('says which font file could not be loaded', async () => {
    global.fetch = (async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(embedPdfFonts(await PDFDocument.create())).rejects.toThrow(/dejavu-sans.*HTTP 404/);
  });
});

describe('printableWith', () => {
  it('keeps what the font has, writes a letter it lacks without its accent, else "?", and never throws', async () => {
    const { regular } = await embedPdfFonts(await PDFDocument.create());
    const printable = printableWith(regular);
    expect(printable('Ɗan Ƙasa Ŋari, Ɓoyi Ƴaro ʼYa — été')).toBe('Ɗan Ƙasa Ŋari, Ɓoyi Ƴaro ʼYa — été');
    expect(printable('Aïchatou ẅ 🙂 مرحبا 1\u202f200 De\u0301')).toBe('Aïchatou w ? ????? 1 200 Dé');
    expect(() => regular.encodeText(printable('ƙ🙂ŋ'))).not.toThrow();
  });
});
