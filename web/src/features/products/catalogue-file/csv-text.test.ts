import { excelCsv } from '../../../lib/excel-csv';
import { decodeCsv, detectDelimiter, isFormula, parseCsv, readNumber, TooManyRowsError, unguarded } from './csv-text';

describe('decodeCsv', () => {
  it('reads UTF-8 with the byte order mark the export writes, without the mark', () => {
    const bytes = new TextEncoder().encode(excelCsv([['Catégorie'], ['Vêtements']]));
    expect(decodeCsv(bytes)).toEqual({ text: 'Catégorie\r\nVêtements\r\n', encoding: 'utf-8' });
  });

  it('reads a file French Excel saved as plain CSV (Windows-1252): "é" is one byte, 0xE9', () => {
    const bytes = Uint8Array.from(Buffer.from('Catégorie;Prix\r\nBoubou brodé;45000\r\n', 'latin1'));
    expect(bytes).toContain(0xe9);
    expect(decodeCsv(bytes)).toEqual({ text: 'Catégorie;Prix\r\nBoubou brodé;45000\r\n', encoding: 'windows-1252' });
  });

  it('reads Windows-1252’s own characters, which Latin-1 has not: the apostrophe ’ and €', () => {
    expect(decodeCsv(Uint8Array.from([0x92, 0x80])).text).toBe('’€');
  });

  it('reads UTF-8 without a mark, and UTF-16 ("Unicode text") by its mark', () => {
    expect(decodeCsv(new TextEncoder().encode('Taille;Éé')).encoding).toBe('utf-8');
    const utf16 = Uint8Array.from([0xff, 0xfe, ...Buffer.from('Prix\té', 'utf16le')]);
    expect(decodeCsv(utf16)).toEqual({ text: 'Prix\té', encoding: 'utf-16le' });
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['Titre;Prix;Taille\r\n', ';'],
    ['Title,Price,Size\n', ','],
    ['Title\tPrice\n', '\t'],
    ['"a;b;c",Price,Size\n', ','],
    ['Titre\n', ';'],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('parseCsv', () => {
  it('unquotes cells, keeps line breaks and ; inside quotes, and "" as one quote', () => {
    expect(parseCsv('a;"b;c";"dit ""oui"""\r\n"deux\r\nlignes";x;\r\n', ';', 10)).toEqual([
      ['a', 'b;c', 'dit "oui"'],
      ['deux\r\nlignes', 'x', ''],
    ]);
  });

  it('reads a last row without its line break, and keeps empty rows so rows keep their numbers', () => {
    expect(parseCsv('a,b\n\nc,d', ',', 10)).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('stops past the most rows it may read', () => {
    expect(() => parseCsv('a\nb\nc\n', ';', 2)).toThrow(TooManyRowsError);
    expect(parseCsv('a\nb\n', ';', 2)).toHaveLength(2);
  });
});

describe('the formula guard', () => {
  it('undoes the export’s guard: what excelCsv wrote comes back as it was', () => {
    for (const text of ['=SUM(A1)', '-x', '+221', '@home']) {
      const written = excelCsv([[text]])
        .slice(1)
        .trim();
      expect(isFormula(written)).toBe(false);
      expect(unguarded(written)).toBe(text);
    }
  });

  it('takes a cell that Excel would run as a formula, not a negative number or a plain text', () => {
    expect(['=1+1', '+33 6', '@SUM(A1)', '-A1', '=HYPERLINK("x")'].every(isFormula)).toBe(true);
    expect(['-5', '- 12,5', '45 000', 'Noir', "'=kept"].some(isFormula)).toBe(false);
  });
});

describe('readNumber', () => {
  it.each([
    ['45000', 45000],
    ['45 000', 45000],
    ['45\u00a0000', 45000],
    ['45000,00', 45000],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['-3', -3],
  ])('reads %j as %d', (cell, value) => {
    expect(readNumber(cell)).toBe(value);
  });

  it.each(['', 'abc', '12,5,3', '1e3', '12 F'])('reads %j as no number', (cell) => {
    expect(readNumber(cell)).toBeNull();
  });
});
