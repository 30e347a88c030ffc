/**
 * placePhoneOrder and setOrderZone, with the pricing they share with placeOrder and the check of an
 * app-written order. placeOrder's message is what the Android app shows, so the zone's and the stock's
 * refusals keep their French there; the console says the code.
 */
export const orderRefusals = {
  'no-customer-account': 'No customer has this account: check the customer, or enter a name.',
  'unknown-product': 'Unknown product: {product}.',
  'not-orderable': 'Product {product} cannot be ordered now.',
  'choose-size': 'Choose a size for product {product}.',
  'choose-colour': 'Choose a colour for product {product}.',
  'no-such-size': 'Product {product} has no size "{choice}".',
  'no-such-colour': 'Product {product} has no colour "{choice}".',
  'over-max-total': 'The total is over {max} F CFA: split the order.',
  'sold-out': 'Sold out: {item}.',
  'few-left': 'Only a few left: {item}. Order fewer.',
  'unknown-zone': 'Unknown or closed delivery zone: choose another.',
  'below-minimum': 'The minimum order for {zone} is {minimum}.',
  'no-order': 'There is no such order.',
  'not-new': 'Only an order not yet confirmed changes its zone.',
  paid: 'A payment is recorded on this total: the zone is not changed any more.',
} as const;

export type OrderRefusal = keyof typeof orderRefusals;
