import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { WebOrderAnswer, WebOrderRefused } from '@kasuwa/contract/web-orders';
import { lineKey, lineName, maxQuantity, type Cart } from '../../lib/cart/cart';
import { findParts } from '../../lib/page-parts';
import type { Say } from '../../lib/page-texts';
import { orderParts } from './cart-parts';
import type { CartTexts } from './cart-texts';
import { faultyFields, sendWebOrder, webOrderRequest, type OrderField, type SendResult } from './web-order-send';
import {
  forgetPending,
  loadDraft,
  loadPending,
  loadPlacedOrders,
  markSending,
  pendingOrder,
  rememberOrder,
  saveDraft,
  type OrderDraft,
  type PlacedOrder,
} from './web-order-storage';
import { conversationHref } from './whatsapp-order';

/** What the cart page lends the order form (cart-page-script.ts). */
export interface CartAccess {
  say: Say<CartTexts>;
  chatHref: string;
  cart: () => Cart;
  /** Saves the cart, renders it and announces `message`. */
  change: (next: Cart, message: string) => void;
  /** The zone chosen, and what is wrong with it for this cart ('' when nothing). */
  zone: () => { id: string; problem: string };
  zoneSelect: HTMLSelectElement;
  zoneMessage: HTMLElement;
  campaign: () => string | null;
  send?: typeof sendWebOrder;
}

const textFields = ['name', 'phone', 'address', 'note'] as const;
const fieldText = {
  name: 'fieldName',
  phone: 'fieldPhone',
  zoneId: 'fieldZone',
  address: 'fieldAddress',
  note: 'fieldNote',
} as const;

/**
 * The order form of /panier: checks the fields, sends the order with its one request id, empties the
 * cart only when the server has the order, shows the confirmation, and lists this phone's orders
 * ("Mes commandes"), each of which goes back into the cart in one tap.
 */
export function enhanceOrderForm(page: HTMLElement, access: CartAccess): void {
  const parts = findParts(page, orderParts);
  if (!parts) {
    console.error('The order form is missing parts of its markup');
    return;
  }
  const { form, submit, formMessage, confirmation, confirmTitle, confirmLines, confirmTrack, confirmChat } = parts;
  const { say, zoneSelect, zoneMessage } = access;
  const send = access.send ?? sendWebOrder;
  const submitLabel = submit.textContent ?? '';
  const inputs = { name: parts.name, phone: parts.phone, address: parts.address, note: parts.note };
  const draft = (): OrderDraft => ({
    name: inputs.name.value,
    phone: inputs.phone.value,
    address: inputs.address.value,
    note: inputs.note.value,
  });
  let busy = false;

  const saved = loadDraft();
  for (const field of textFields) inputs[field].value = saved[field];
  form.addEventListener('input', () => saveDraft(draft()));

  const controlOf = (field: OrderField) => (field === 'zoneId' ? zoneSelect : inputs[field]);
  const messageOf = (field: OrderField) =>
    field === 'zoneId' ? zoneMessage : page.querySelector<HTMLElement>(`#${controlOf(field).id}-message`);
  const clearFaults = () => {
    for (const field of textFields) {
      inputs[field].removeAttribute('aria-invalid');
      const message = messageOf(field);
      if (message) message.textContent = '';
    }
    zoneSelect.removeAttribute('aria-invalid');
    formMessage.textContent = '';
  };
  /** Marks each field with its message and focuses the first; the server's message, when given, is the first's. */
  const showFaults = (faults: [OrderField, string][]) => {
    for (const [field, text] of faults) {
      controlOf(field).setAttribute('aria-invalid', 'true');
      const message = messageOf(field);
      if (message) message.textContent = text;
    }
    controlOf(faults[0]?.[0] ?? 'name').focus();
  };

  const showBusy = (on: boolean) => {
    busy = on;
    submit.textContent = on ? say('sending') : submitLabel;
    form.setAttribute('aria-busy', String(on));
    if (on) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
  };

  const renderPlacedOrders = () => {
    const orders = loadPlacedOrders();
    parts.myOrders.hidden = orders.length === 0;
    parts.myOrdersList.replaceChildren(...orders.map(placedOrderItem));
  };

  const placedOrderItem = (order: PlacedOrder) => {
    const item = document.createElement('li');
    const summary = document.createElement('p');
    const date = new Date(order.placedAt).toLocaleDateString(document.documentElement.lang || 'fr');
    summary.textContent = say('orderedOn', { number: orderNumberLabel(order.number), date, total: formatXof(order.total) });
    const track = document.createElement('a');
    track.href = order.trackingPath;
    track.textContent = say('track');
    track.setAttribute('aria-label', say('trackOf', { number: orderNumberLabel(order.number) }));
    const again = document.createElement('button');
    again.type = 'button';
    again.className = 'button button--ghost';
    again.textContent = say('orderAgain');
    again.setAttribute('aria-label', say('orderAgainOf', { number: orderNumberLabel(order.number) }));
    again.addEventListener('click', () => orderAgain(order));
    item.append(summary, track, again);
    return item;
  };

  /** The past order's lines join the cart (a line already there adds up); then the form is the next step. */
  const orderAgain = (order: PlacedOrder) => {
    const next = [...access.cart()];
    for (const line of order.lines) {
      const index = next.findIndex((item) => lineKey(item) === lineKey(line));
      const kept = next[index];
      if (kept) next[index] = { ...kept, quantity: Math.min(kept.quantity + line.quantity, maxQuantity) };
      else next.push(line);
    }
    confirmation.hidden = true;
    access.change(next, say('orderedAgain', { number: orderNumberLabel(order.number) }));
    (inputs.name.value === '' ? inputs.name : submit).focus();
  };

  const showConfirmation = (answer: WebOrderAnswer) => {
    confirmTitle.textContent = say('placed', { number: orderNumberLabel(answer.number) });
    const line = (text: string) => Object.assign(document.createElement('li'), { textContent: text });
    confirmLines.replaceChildren(
      ...answer.items.map((item) =>
        line(
          say('confirmLine', { quantity: item.quantity, item: lineName(item), amount: formatXof(item.price * item.quantity) }),
        ),
      ),
      line(say('confirmDelivery', { zone: answer.zoneName, fee: formatXof(answer.deliveryFee) })),
      line(say('confirmTotal', { total: formatXof(answer.total) })),
    );
    confirmTrack.href = answer.trackingPath;
    confirmChat.href = conversationHref(access.chatHref, say, answer.number, new URL(answer.trackingPath, location.href).href);
    confirmation.hidden = false;
    confirmTitle.focus();
  };

  const refused = (error: WebOrderRefused['error']) => {
    if (error.code === 'request-reused') forgetPending();
    formMessage.textContent = error.message;
    const fields = (error.fields ?? []).filter((field): field is OrderField => field in fieldText);
    if (error.code === 'unknown-zone' || error.code === 'below-minimum') fields.unshift('zoneId');
    if (fields.length > 0) showFaults(fields.map((field, index) => [field, index === 0 ? error.message : say(fieldText[field])]));
  };

  const settle = (result: SendResult, lines: Cart) => {
    const pending = loadPending();
    if (result.kind === 'placed') {
      const { answer } = result;
      rememberOrder({
        number: answer.number,
        trackingPath: answer.trackingPath,
        total: answer.total,
        placedAt: Date.now(),
        lines,
      });
      forgetPending();
      saveDraft({ ...draft(), note: '' });
      inputs.note.value = '';
      access.change([], say('placed', { number: orderNumberLabel(answer.number) }));
      renderPlacedOrders();
      showConfirmation(answer);
      return;
    }
    if (pending) markSending(pending, null);
    if (result.kind === 'refused') refused(result.error);
    else formMessage.textContent = say('sendFailed');
  };

  const sendPending = async (request: Parameters<typeof sendWebOrder>[0]) => {
    const lines = access.cart();
    showBusy(true);
    const result = await send(request);
    showBusy(false);
    settle(result, lines);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A second tap while the first is on its way: the answer to the first will do for both.
    if (busy) return;
    clearFaults();
    const zone = access.zone();
    const faults: [OrderField, string][] = faultyFields(draft(), zone.id).map((field) => [field, say(fieldText[field])]);
    if (zone.problem && !faults.some(([field]) => field === 'zoneId')) faults.push(['zoneId', zone.problem]);
    if (faults.length > 0) {
      formMessage.textContent = say('checkFields', { count: faults.length });
      showFaults(faults);
      return;
    }
    const pending = pendingOrder();
    const request = webOrderRequest({
      draft: draft(),
      zone,
      cart: access.cart(),
      requestId: pending.requestId,
      website: parts.website.value,
      campaign: access.campaign(),
    });
    markSending(pending, request);
    void sendPending(request);
  });

  renderPlacedOrders();
  // The page was left while an order had no answer: it goes again as it was, with its id.
  const unanswered = loadPending()?.sending;
  if (unanswered && access.cart().length > 0) {
    formMessage.textContent = say('sendAgainOnLoad');
    void sendPending(unanswered);
  }
}
