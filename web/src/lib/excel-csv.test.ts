import { excelCsv, excelDay } from './excel-csv';

describe('excelCsv', () => {
  it('starts with the byte order mark and puts ";" between cells, CRLF after each row', () => {
    const csv = excelCsv([
      ['jour', 'zone', 'F CFA'],
      [excelDay('2026-11-27'), 'Marché; Plateau', -2500],
    ]);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(Uint8Array.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1).split('\r\n')).toEqual(['jour;zone;F CFA', '27/11/2026;"Marché; Plateau";-2500', '']);
  });

  it('quotes quotes and line breaks, and defuses formulas in text but not negative numbers', () => {
    expect(excelCsv([['Affiche "A"', '=SUM(A1)', '-x', -3, 'deux\nlignes']]).slice(1)).toBe(
      `"Affiche ""A""";'=SUM(A1);'-x;-3;"deux\nlignes"\r\n`,
    );
  });
});
