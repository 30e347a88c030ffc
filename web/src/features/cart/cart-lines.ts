import { formatXof } from '@kasuwa/contract/money';
import { lineAmount } from '@kasuwa/contract/order-total';
import { lineKey, lineName, maxQuantity, type CartItem } from '../../lib/cart/cart';
import type { Say } from '../../lib/page-texts';
import type { CartTexts } from './cart-texts';

export type LineAction = 'decrease' | 'increase' | 'remove';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function actionButton(item: CartItem, action: LineAction, label: string, glyph: string, inactive = false) {
  const button = element('button', `cart-line__${action}`, glyph);
  button.type = 'button';
  button.dataset.action = action;
  button.dataset.line = lineKey(item);
  button.setAttribute('aria-label', label);
  // Still focusable and clickable, with no effect: the spec's decrease at 1 "has no effect".
  if (inactive) button.setAttribute('aria-disabled', 'true');
  return button;
}

/** One line of the cart: picture, title, size and colour, unit price, quantity with − and +, line total, delete. */
export function cartLine(item: CartItem, say: Say<CartTexts>): HTMLLIElement {
  const line = element('li', 'cart-line');
  line.dataset.line = lineKey(item);
  const named = { line: lineName(item) };
  if (item.image) {
    const image = element('img', 'cart-line__image');
    image.src = item.image;
    image.alt = item.title;
    image.width = 80;
    image.height = 80;
    image.decoding = 'async';
    line.append(image);
  } else {
    const placeholder = element('span', 'cart-line__image');
    placeholder.setAttribute('aria-hidden', 'true');
    line.append(placeholder);
  }

  const quantity = element('div', 'quantity');
  quantity.setAttribute('role', 'group');
  quantity.setAttribute('aria-label', say('quantityOf', named));
  const value = element('span', 'quantity__value', String(item.quantity));
  value.dataset.quantity = '';
  quantity.append(
    actionButton(item, 'decrease', say('decrease', named), '−', item.quantity <= 1),
    value,
    actionButton(item, 'increase', say('increase', named), '+', item.quantity >= maxQuantity),
  );

  const body = element('div', 'cart-line__body');
  const variant = [item.size && say('size', { size: item.size }), item.color && say('color', { color: item.color })]
    .filter(Boolean)
    .join(' · ');
  body.append(
    element('h2', 'cart-line__title', item.title),
    ...(variant ? [element('p', 'cart-line__variant', variant)] : []),
    element('p', 'cart-line__price', say('unitPrice', { price: formatXof(item.price) })),
    quantity,
    element('p', 'cart-line__total', say('subtotal', { amount: formatXof(lineAmount(item)) })),
    actionButton(item, 'remove', say('removeLine', named), say('remove')),
  );
  line.append(body);
  return line;
}
