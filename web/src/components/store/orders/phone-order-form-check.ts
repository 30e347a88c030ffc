import { orderLimits, personLimits, referralCodePattern } from '@kasuwa/contract/limits';
import type { StaffChannel } from '@kasuwa/contract/sales';
import type { PlacePhoneOrderRequest } from '@kasuwa/contract/schemas';
import { type ShownText, textMessage } from '../../staff/staff-language';

/** A product as the phone order form offers it: what to choose and its price now (the server prices again). */
export interface OrderableProduct {
  id: string;
  title: string;
  price: number;
  sizes: string[];
  colors: string[];
}

export interface DraftLine {
  product: OrderableProduct;
  size: string;
  color: string;
  /** 0 while the field is blank. */
  quantity: number;
}

export interface PhoneOrderDraft {
  phone: string;
  /** The customer found by phone, or null: then `name` is the customer's. */
  customerUid: string | null;
  name: string;
  deliveryAddress: string;
  zoneId: string;
  campaign: string;
  /** How the order came in: a call, or a WhatsApp message (the cart's or any). */
  channel: StaffChannel;
  lines: DraftLine[];
}

const validCampaign = new RegExp(`^${referralCodePattern}$`);

/** The request for placePhoneOrder, or the first thing staff must fix (nothing is sent then). */
export function phoneOrderRequest(
  draft: PhoneOrderDraft,
  requestId: string,
): { request: PlacePhoneOrderRequest } | { error: ShownText } {
  const phone = draft.phone.trim();
  if (phone.replace(/\D/g, '').length < 6 || phone.length > personLimits.phoneLength)
    return { error: 'Enter the customer’s phone number.' };
  const name = draft.name.trim();
  if (!draft.customerUid && !name) return { error: 'Enter the customer’s name, or find their account by phone.' };
  const deliveryAddress = draft.deliveryAddress.trim();
  if (!deliveryAddress) return { error: 'Enter the delivery address.' };
  if (draft.lines.length === 0) return { error: 'Add at least one product.' };
  if (draft.lines.length > orderLimits.maxLines)
    return { error: textMessage('An order has at most {count} lines.', { count: orderLimits.maxLines }) };
  const unchosen = draft.lines.find(
    (line) => (line.product.sizes.length > 0 && !line.size) || (line.product.colors.length > 0 && !line.color),
  );
  if (unchosen) return { error: textMessage('Choose the size and colour of {title}.', { title: unchosen.product.title }) };
  const uncounted = draft.lines.find((line) => line.quantity < 1);
  if (uncounted) return { error: textMessage('Enter how many {title} the customer wants.', { title: uncounted.product.title }) };
  const campaign = draft.campaign.trim();
  if (campaign && !validCampaign.test(campaign)) return { error: 'A campaign code is letters, digits, "_" or "-".' };
  return {
    request: {
      customer: draft.customerUid ? { uid: draft.customerUid } : { name: name.slice(0, personLimits.nameLength) },
      lines: draft.lines.map(({ product, size, color, quantity }) => ({
        productId: product.id,
        quantity,
        ...(size && { size }),
        ...(color && { color }),
      })),
      phone,
      deliveryAddress: deliveryAddress.slice(0, personLimits.addressLength),
      requestId,
      ...(draft.zoneId && { zoneId: draft.zoneId }),
      ...(campaign && { campaign }),
      channel: draft.channel,
    },
  };
}
