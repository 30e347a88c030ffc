import { formatXof } from '@kasuwa/contract/money';
import { orderTotal } from '@kasuwa/contract/order-total';
import {
  cartTotals,
  decreaseQuantity,
  increaseQuantity,
  lineKey,
  lineName,
  removeFromCart,
  type Cart,
} from '../../lib/cart/cart';
import { cartLine, type LineAction } from './cart-lines';
import { loadCart, onCartChange, saveCart } from '../../lib/cart/cart-storage';
import { isBelowMinimum, type ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { currentCampaign } from '../../lib/campaign';
import { fetchZones, savedZoneId, saveZoneId } from './api/delivery-zones';
import { findParts } from '../../lib/page-parts';
import { sayIn, textsIn } from '../../lib/page-texts';
import { cartParts } from './cart-parts';
import type { CartTexts } from './cart-texts';
import { orderHref } from './whatsapp-order';
import { enhanceOrderForm, type CartAccess } from './order-form-script';

/**
 * Fills /panier (cart-page.tsx) from the saved cart and applies + / − / Supprimer. Every change is
 * saved at once and announced; the list follows changes made in other tabs. The delivery zones come
 * from the zones function: the chosen one's fee is added to the total and named in the WhatsApp
 * message, with the campaign the visitor came from; the order form (order-form-script.ts) sends the
 * order itself. Returns the unsubscribe.
 */
export function enhanceCartPage(
  root: ParentNode = document,
  loadZones: () => Promise<ZoneChoice[]> = fetchZones,
  send?: CartAccess['send'],
): () => void {
  const page = root.querySelector<HTMLElement>('[data-cart-page]');
  const parts = page && findParts(page, cartParts);
  const chatHref = page?.dataset.chatHref;
  if (!page || !parts || !chatHref) {
    console.error('The cart page is missing parts of its markup');
    return () => undefined;
  }
  const { loading, empty, emptyMessage, filled, lines: list, itemCount: count, total, order, announce: announcer } = parts;
  const { zoneSelect, zoneMessage, feeLine, fee } = parts;
  const say = sayIn(textsIn<CartTexts>(parts.texts));

  let cart: Cart = loadCart();
  let zones: ZoneChoice[] = [];
  const chosenZone = () => zones.find((zone) => zone.id === zoneSelect.value) ?? null;

  /** The zone's fee and minimum against the cart; an order below the minimum cannot be sent. */
  const renderDelivery = () => {
    const zone = chosenZone();
    feeLine.hidden = !zone;
    fee.textContent = zone ? formatXof(zone.fee) : '';
    const short = zone && isBelowMinimum(zone, cartTotals(cart).total);
    if (zones.length > 0) {
      zoneMessage.textContent = !zone
        ? say('noZone')
        : short
          ? say('belowMinimum', { zone: zone.name, minimum: formatXof(zone.minimumOrder) })
          : '';
    }
    total.textContent = formatXof(orderTotal(cart, zone?.fee));
    order.href = orderHref(chatHref, cart, say, { zone, campaign: currentCampaign() });
    if (short) order.setAttribute('aria-disabled', 'true');
    else order.removeAttribute('aria-disabled');
  };

  const render = () => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset : undefined;
    loading.hidden = true;
    empty.hidden = cart.length > 0;
    filled.hidden = cart.length === 0;
    list.replaceChildren(...cart.map((item) => cartLine(item, say)));
    const totals = cartTotals(cart);
    count.textContent = say('itemCount', { count: totals.count });
    renderDelivery();
    // The list was rebuilt: keep focus on the same button of the same line when it is still there.
    const again = [...list.querySelectorAll<HTMLButtonElement>('button')].find(
      (button) => focused && button.dataset.line === focused.line && button.dataset.action === focused.action,
    );
    again?.focus();
  };

  const announce = (message: string) => {
    announcer.textContent = message;
  };

  const change = (next: Cart, message: string) => {
    cart = next;
    render();
    announce(saveCart(cart) ? message : `${message} ${say('unsaved')}`);
  };

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    const item = button && cart.find((candidate) => lineKey(candidate) === button.dataset.line);
    if (!button || !item || button.getAttribute('aria-disabled') === 'true') return;
    const action = button.dataset.action as LineAction;
    const key = lineKey(item);
    if (action === 'remove') {
      const index = cart.indexOf(item);
      change(removeFromCart(cart, key), say('removed', { line: lineName(item) }));
      // The line is gone: go on to the line that took its place, or to the empty cart's message.
      const next = list.querySelectorAll<HTMLButtonElement>('button[data-action="remove"]')[Math.min(index, cart.length - 1)];
      (next ?? emptyMessage).focus();
      return;
    }
    const next = action === 'increase' ? increaseQuantity(cart, key) : decreaseQuantity(cart, key);
    const quantity = next.find((candidate) => lineKey(candidate) === key)?.quantity;
    change(next, say('quantityNow', { line: lineName(item), quantity: quantity ?? 0 }));
  });

  order.addEventListener('click', (event) => {
    if (order.getAttribute('aria-disabled') !== 'true') return;
    event.preventDefault();
    zoneSelect.focus();
  });
  zoneSelect.addEventListener('change', () => {
    saveZoneId(zoneSelect.value);
    renderDelivery();
    const zone = chosenZone();
    if (zone) {
      announce(say('zoneChosen', { zone: zone.name, fee: formatXof(zone.fee), total: formatXof(orderTotal(cart, zone.fee)) }));
    }
  });
  loadZones()
    .then((loaded) => {
      zones = loaded;
      const saved = savedZoneId();
      zoneSelect.replaceChildren(
        new Option(say('choose'), ''),
        ...zones.map((zone) => new Option(say('zoneOption', { zone: zone.name, fee: formatXof(zone.fee) }), zone.id)),
      );
      zoneSelect.value = zones.some((zone) => zone.id === saved) ? saved : '';
      renderDelivery();
    })
    .catch((error: unknown) => {
      console.error('The delivery zones could not be loaded', error);
      zoneSelect.replaceChildren(new Option(say('zonesUnavailable'), ''));
      zoneSelect.disabled = true;
      zoneMessage.textContent = say('zonesFailed');
    });

  render();
  enhanceOrderForm(page, {
    say,
    chatHref,
    cart: () => cart,
    change,
    zone: () => {
      const zone = chosenZone();
      const short = zone && isBelowMinimum(zone, cartTotals(cart).total);
      return { id: zone?.id ?? '', problem: short ? zoneMessage.textContent || '' : '' };
    },
    zoneSelect,
    zoneMessage,
    campaign: () => currentCampaign(),
    ...(send && { send }),
  });
  return onCartChange((saved) => {
    if (saved === cart) return;
    cart = saved;
    render();
  });
}
