/** recordReturn and refundReturn. */
export const returnRefusals = {
  'override-not-allowed': 'Only the owner or the manager may take back an order past the 7 days.',
  'another-return': 'This return was recorded for another order or by someone else.',
  'not-delivered': 'Only a delivered order takes a return.',
  'window-passed':
    'Delivered on {day}: the {days} days of the terms are over. Only the owner or the manager may take it back, saying why.',
  'no-line': 'The order has no line {line}.',
  'too-many-back': 'Only {left} of {title} can still come back.',
  excluded:
    '{title} cannot be returned on withdrawal: the terms exclude « {exclusion} ». Only a defective product or one not as ordered is taken back.',
  'no-return': 'There is no such return.',
  'refunded-already': 'This return is refunded already.',
  'not-paid': 'Nothing was paid on this order: there is nothing to refund.',
  'paid-in-cash': 'The customer paid in cash: the terms refund by the same method.',
  'paid-by-mobile-money': 'The customer paid by Mobile Money: the terms refund by the same method.',
  'above-return': 'The return is worth {max}: refund that much at most.',
  'above-paid': 'Only {left} of what was paid is left to refund.',
  'refund-reference-used': 'This Mobile Money reference is recorded already: each one serves once.',
} as const;
