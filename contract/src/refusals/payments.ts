/**
 * correctPayment. What the order holds now is a word that differs by language (its method), so each
 * method is a code of its own, not a value.
 */
export const paymentRefusals = {
  'not-allowed': 'Only the owner or the manager may correct a payment.',
  'no-order': 'There is no such order.',
  'not-paid': 'No payment is recorded on this order: record it, there is nothing to correct.',
  'changed-to-cash': 'The order’s money changed meanwhile: it is now paid in cash. Look again; nothing was corrected.',
  'changed-to-mobile-money':
    'The order’s money changed meanwhile: it is now paid by Mobile Money (reference {reference}). Look again; nothing was corrected.',
  'changed-to-mobile-money-without-reference':
    'The order’s money changed meanwhile: it is now paid by Mobile Money. Look again; nothing was corrected.',
  closed: 'This cash was counted in a day’s close: correct it by an adjustment of that close. Nothing was changed.',
  refunded: 'A refund was made on this order by the payment recorded: it is not corrected any more. Nothing was changed.',
  same: 'This is the payment recorded already: nothing to correct.',
  'reference-used':
    'This Mobile Money reference is already recorded on order {order}: a reference pays one order. Nothing was changed.',
  'another-request': 'This correction was recorded for another order.',
} as const;
