/**
 * What an order comes to, written once: the schema's check, placeOrder's pricing, the phone-order
 * form, the lists, the receipt, the cart and the seed all count with these. No zod: the cart ships it.
 */
interface PricedLine {
  price: number;
  quantity: number;
}

/** What one line comes to: its price times its quantity. */
export const lineAmount = (line: PricedLine): number => line.price * line.quantity;

/** What the lines come to, before delivery. */
export const linesTotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineAmount(line), 0);

/** What the customer pays: the lines and the delivery fee (none without a zone). */
export const orderTotal = (lines: readonly PricedLine[], deliveryFee = 0): number => linesTotal(lines) + deliveryFee;
