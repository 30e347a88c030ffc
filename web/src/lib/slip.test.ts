import { slip } from '../test/slips';
import { keptTogether, slipColumns, slipText, wrapColumns } from './slip';

describe('slipText', () => {
  const lines = slipText(slip).trimEnd().split('\n');

  it('keeps every line within 32 characters, a link cut where it must be', () => {
    expect(slipColumns).toBe(32);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(32);
    expect(lines).toEqual(expect.arrayContaining(['https://kasuwa-app.web.app/suivi', '/AbCdEfGhIjKlMnOpQrStUv']));
  });

  it('puts each item name on its line, then quantity × price with the amount on the right', () => {
    const at = lines.indexOf('Boubou brodé (L, Indigo)');
    expect(lines[at + 1]).toBe('1 × 30 000 F CFA    30 000 F CFA');
    expect(lines[at + 1]).toHaveLength(32);
    expect(lines).toContain('Livraison (Wadata)     750 F CFA');
  });

  it('never cuts a number, a phone number or an amount, between its groups', () => {
    expect(lines).toEqual(expect.arrayContaining(['Ɗanjuma Ƙarƙashi ·', '+227 96 11 22 33']));
  });

  it('gives an amount that does not fit beside its label a line of its own, on the right, and the total in full', () => {
    const at = lines.indexOf('12 × 145 000 F CFA');
    expect(lines[at + 1]).toBe('                 1 740 000 F CFA');
    expect(lines).toContain('Total            1 770 750 F CFA');
    expect(lines.join('\n')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('says a cancelled order’s stamp', () => {
    expect(slipText({ ...slip, stamp: 'ANNULÉE' })).toContain('       *** ANNULÉE ***\n');
  });
});

describe('wrapColumns', () => {
  it('wraps word by word, and cuts only a word longer than the line', () => {
    expect(wrapColumns('Payé par Mobile Money (référence MP241125.1530.A12345)')).toEqual([
      'Payé par Mobile Money (référence',
      'MP241125.1530.A12345)',
    ]);
    expect(wrapColumns('a'.repeat(40), 32)).toEqual(['a'.repeat(32), 'a'.repeat(8)]);
    expect(wrapColumns('Merci pour votre confiance !', 27)).toEqual(['Merci pour votre', 'confiance !']);
  });
});

describe('keptTogether', () => {
  it('joins a number’s groups and French punctuation to their word with no-break spaces, and nothing else', () => {
    expect(keptTogether('Awa · +227 96 11 22 33, merci !')).toBe('Awa · +227\u00a096\u00a011\u00a022\u00a033, merci\u00a0!');
  });
});
