/**
 * The console's pseudo-locale, `qps-ploc` (the tag Windows and Chrome use for the same purpose): every
 * text that passes through the text layer is shown accented and bracketed, ⟦Ŝàvé⟧, so a text that is
 * still plain on screen did not pass through it. Chosen on a device by putting `qps-ploc` under the
 * language key (the pseudo-locale end-to-end test does); staff never see it offered.
 */
export const pseudoLanguage = 'qps-ploc';

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

const plain = 'aeioucnsyzAEIOUCNSYZ';
const marked = 'àéîôûçñŝýžÀÉÎÔÛÇÑŜÝŽ';
const accent = (letter: string) => marked[plain.indexOf(letter)] ?? letter;

/** A pattern's own words accented, its `{places}` kept for the values, the whole bracketed. */
export const pseudoPattern = (pattern: string): string =>
  pseudoOpen +
  pattern
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/[a-zA-Z]/g, accent)))
    .join('') +
  pseudoClose;

/** What the layer formats itself (a date): bracketed in the pseudo-locale, as it is otherwise. */
export const layerFormatted = (language: string, text: string): string =>
  language === pseudoLanguage ? pseudoOpen + text + pseudoClose : text;
