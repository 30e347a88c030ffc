import { doc, getDocFromServer } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { orderRequestText, requestedOrderIdFrom } from '@kasuwa/contract/order-numbers';
import type { PlacePhoneOrderResponse } from '@kasuwa/contract/phone-customers';
import type { PlacePhoneOrderRequest } from '@kasuwa/contract/schemas';
import { notify } from '../../components/staff/staff-toasts';
import { textMessage } from '../../components/staff/staff-language';
import { errorCode } from '../../lib/firebase/callable-failure';
import { db } from '../../lib/firebase/firestore';
import { functions } from '../../lib/firebase/functions';
import { meterReads } from '../../lib/firebase/read-meter';
import { phoneOrderRequest } from '../../components/store/orders/phone-order-form-check';
import {
  draftCustomer,
  forgetDraft,
  keepDraft,
  phoneOrderDrafts,
  type PhoneOrderDraftEntry,
} from '../../components/store/offline/phone-order-drafts';
import '../../components/staff/staff-text-fr-offline';

/** What placePhoneOrder refuses on purpose: the draft goes to the list to check, with the server's reason. */
const refusals = ['not-found', 'invalid-argument', 'failed-precondition', 'permission-denied', 'out-of-range'];

/** The id the server gives the draft's order (place-order.ts): its presence on the server says the draft was placed. */
async function orderIdOf(uid: string, requestId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(orderRequestText(uid, requestId)));
  return requestedOrderIdFrom([...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
}

/** Whether the draft's order is on the server: a refused retry of a request whose first answer was lost. */
async function placedBefore(uid: string, requestId: string): Promise<boolean> {
  const order = await getDocFromServer(doc(db, collections.orders, await orderIdOf(uid, requestId)));
  meterReads('phone order draft', 1);
  return order.exists();
}

async function sendDraft(uid: string, draft: PhoneOrderDraftEntry) {
  const checked = phoneOrderRequest(draft.form, draft.requestId);
  if ('error' in checked) {
    keepDraft(uid, { ...draft, toCheck: '' });
    return;
  }
  try {
    const placed = (
      await httpsCallable<PlacePhoneOrderRequest, PlacePhoneOrderResponse>(
        functions,
        functionNames.placePhoneOrder,
      )(checked.request)
    ).data;
    forgetDraft(uid, draft.requestId);
    notify({ text: textMessage('Phone order for {name} placed', { name: draftCustomer(draft.form) }), tone: 'success' });
    console.info(`Phone order draft ${draft.requestId} placed as ${placed.orderId}`);
  } catch (error) {
    if (!refusals.includes(errorCode(error))) throw error;
    if (await placedBefore(uid, draft.requestId)) {
      forgetDraft(uid, draft.requestId);
      return;
    }
    const refused = refusalDetailsOf(error);
    // The function's own words go to the log, never to the console: the list says the code's text, or asks to check.
    console.warn(`placePhoneOrder refused draft ${draft.requestId}:`, error);
    keepDraft(uid, { ...draft, toCheck: errorCode(error), ...(refused && { refused }) });
  }
}

/**
 * Sends the staff member's waiting drafts, oldest first, one at a time; stops at the first that cannot
 * reach the server (the network went again), for the next round. A draft the server refuses (the
 * stock went meanwhile, say) waits in the list to check; one it places is forgotten.
 */
export async function sendDrafts(uid: string): Promise<void> {
  for (const draft of phoneOrderDrafts(uid)) {
    if (draft.toCheck !== undefined) continue;
    await sendDraft(uid, draft);
  }
}
