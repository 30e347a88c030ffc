import { layerFormatted, pseudoPattern } from './pseudo-locale';

describe('pseudoPattern', () => {
  it('accents and brackets a pattern’s own words, keeping its places for the values', () => {
    expect(pseudoPattern('Supprimer {name} ?')).toBe('⟦Ŝûpprîmér {name} ?⟧');
    expect(pseudoPattern('{count} h')).toBe('⟦{count} h⟧');
  });
});

describe('layerFormatted', () => {
  it('brackets what the layer formatted in the pseudo-locale only', () => {
    expect(layerFormatted('qps-ploc', '27 nov. 2026')).toBe('⟦27 nov. 2026⟧');
    expect(layerFormatted('fr', '27 nov. 2026')).toBe('27 nov. 2026');
  });
});
