const xof = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'XOF',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});

/**
 * Whole XOF, tax included, as `12 500 F CFA`. Intl gives "12 500 XOF" with a narrow no-break space
 * as the group separator; the code is swapped for the label customers read on receipts.
 */
export function formatXof(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`An XOF amount is a whole number of francs, got ${amount}`);
  }
  return xof
    .formatToParts(amount)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
    .concat('\u00a0F\u00a0CFA');
}
