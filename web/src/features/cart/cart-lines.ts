import { formatXof } from '@kasuwa/contract/money';
import { lineAmount } from '@kasuwa/contract/order-total';
import { lineKey, lineName, maxQuantity, type CartItem } from '../../lib/cart/cart';

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
export function cartLine(item: CartItem): HTMLLIElement {
  const line = element('li', 'cart-line');
  line.dataset.line = lineKey(item);
  const name = lineName(item);
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
  quantity.setAttribute('aria-label', `Quantité de ${name}`);
  const value = element('span', 'quantity__value', String(item.quantity));
  value.dataset.quantity = '';
  quantity.append(
    actionButton(item, 'decrease', `Diminuer la quantité de ${name}`, '−', item.quantity <= 1),
    value,
    actionButton(item, 'increase', `Augmenter la quantité de ${name}`, '+', item.quantity >= maxQuantity),
  );

  const body = element('div', 'cart-line__body');
  const variant = [item.size && `Taille : ${item.size}`, item.color && `Couleur : ${item.color}`].filter(Boolean).join(' · ');
  body.append(
    element('h2', 'cart-line__title', item.title),
    ...(variant ? [element('p', 'cart-line__variant', variant)] : []),
    element('p', 'cart-line__price', `Prix unitaire : ${formatXof(item.price)}`),
    quantity,
    element('p', 'cart-line__total', `Sous-total : ${formatXof(lineAmount(item))}`),
    actionButton(item, 'remove', `Supprimer ${name} du panier`, 'Supprimer'),
  );
  line.append(body);
  return line;
}
