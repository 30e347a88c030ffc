import { refusalDetailsOf, type RefusalDetails } from '@kasuwa/contract/refusals';
import { staffChannels } from '@kasuwa/contract/sales';
import type { DraftLine, PhoneOrderDraft } from '../orders/phone-order-form-check';
import { deviceEntries } from './device-entries';

/**
 * A phone order taken while the phone was offline: kept on the device with its request id until the
 * server places it (placePhoneOrder answers a request id it has seen with the same order, so sending
 * it twice, from two tabs or after a lost answer, never makes two orders).
 */
export interface PhoneOrderDraftEntry {
  requestId: string;
  /** The form as staff filled it, to send and to open again. */
  form: PhoneOrderDraft;
  /** When staff saved it (ms). */
  at: number;
  /**
   * Set once the server refused it (stock gone meanwhile, say): its words, or '' when it gave none
   * staff can use. The draft then waits for staff to check it.
   */
  toCheck?: string;
  /** The refusal's code and values, when the server gave them: the console says them in its language. */
  refused?: RefusalDetails;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readLine(value: unknown): DraftLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { product, size, color, quantity } = value as Record<string, unknown>;
  if (typeof product !== 'object' || product === null || !isText(size) || !isText(color) || !isCount(quantity)) return null;
  const { id, title, price, sizes, colors } = product as Record<string, unknown>;
  if (!isText(id) || !isText(title) || !isCount(price) || !isTexts(sizes) || !isTexts(colors)) return null;
  return { product: { id, title, price, sizes, colors }, size, color, quantity };
}

function readForm(value: unknown): PhoneOrderDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phone, customerUid, name, deliveryAddress, zoneId, campaign, channel, lines } = value as Record<string, unknown>;
  if (![phone, name, deliveryAddress, zoneId, campaign].every(isText) || !Array.isArray(lines)) return null;
  if (customerUid !== null && !isText(customerUid)) return null;
  const channelRead = staffChannels.find((known) => known === channel);
  const linesRead = lines.map(readLine);
  if (!channelRead || linesRead.some((line) => line === null)) return null;
  return {
    phone: phone as string,
    customerUid,
    name: name as string,
    deliveryAddress: deliveryAddress as string,
    zoneId: zoneId as string,
    campaign: campaign as string,
    channel: channelRead,
    lines: linesRead as DraftLine[],
  };
}

/** An entry read back from localStorage, which any script of the origin could have written: checked whole. */
function readDraft(value: unknown): PhoneOrderDraftEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { requestId, form, at, toCheck, refused } = value as Record<string, unknown>;
  const formRead = readForm(form);
  if (!isText(requestId) || !requestId || !formRead || typeof at !== 'number') return null;
  if (toCheck !== undefined && !isText(toCheck)) return null;
  const refusal = refused === undefined ? null : refusalDetailsOf({ details: refused });
  if (refused !== undefined && !refusal) return null;
  return { requestId, form: formRead, at, ...(toCheck !== undefined && { toCheck }), ...(refusal && { refused: refusal }) };
}

const stored = deviceEntries('kasuwa.drafts.', 'phone order draft', readDraft, (draft) => draft.requestId);

export const keepDraft = (uid: string, draft: PhoneOrderDraftEntry) => stored.keep(uid, draft.requestId, draft);
export const forgetDraft = (uid: string, requestId: string) => stored.forget(uid, requestId);
export const watchDrafts = stored.watch;

/** The staff member's drafts, oldest first: sent in the order they were taken. */
export const phoneOrderDrafts = (uid: string) => stored.all(uid).sort((first, second) => first.at - second.at);

/** Who a phone order is for, as staff entered them: their name, else their number. */
export const draftCustomer = (form: PhoneOrderDraft) => form.name.trim() || form.phone.trim();
