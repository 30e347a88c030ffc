import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { heldTooMuchMessage, type OrderHolds } from '@kasuwa/contract/order-holds';
import { phoneKey } from '@kasuwa/contract/phone-numbers';
import type { RateLimit } from '../rate-limits/rate-limiter';
import {
  webOrderBodyBytes,
  webOrderRefusals,
  webOrderRequestSchema,
  type WebOrderAnswer,
  type WebOrderBounds,
  type WebOrderRefusal,
  type WebOrderRefused,
} from '@kasuwa/contract/web-orders';
import { logger } from '../operations/request-log';
import type { SaveOutcome } from '../orders/accept-order';
import { phoneCustomerId } from '../orders/phone-order';
import { requestedOrderId, type NewOrder } from '../orders/place-order';
import { priceOrder, type PricingDeps } from '../orders/price-order';
import { invalidRequest, pricingRefused, refusalStatus } from './web-order-refusals';
import { webOrderAddresses, webOrderLimits, type WebOrderLimits } from './web-order-limits';

/** An order as stored, as a web order's answer reads it, with the number it was placed for. */
type StoredWebOrder = WebOrderAnswer & { phone: string };

interface WebOrderDeps extends PricingDeps {
  readBounds(): Promise<WebOrderBounds>;
  readHolds(): Promise<OrderHolds>;
  /** The first of these limits that one more order would pass now, or null (reads only). */
  spentLimit(limits: WebOrderLimits): Promise<WebOrderRefusal | null>;
  /** Counts this attempt on every one of these limits, or names the first already spent (nothing counted). */
  countAttempt(limits: WebOrderLimits): Promise<WebOrderRefusal | null>;
  /** The order under this id as a web order's answer, or null (one read). */
  storedOrder(orderId: string): Promise<StoredWebOrder | null>;
  /** The one order transaction (writeOrder): the twin's order, the limits counted, the acceptance step, the order written. */
  saveOrder(order: NewOrder, orderId: string, holds: OrderHolds, limits: readonly RateLimit[]): Promise<SaveOutcome>;
}

/** The request id's order: one id whoever sends it, and never an id an account's or staff's request makes. */
const webOrderId = (requestId: string) => requestedOrderId('web-order', requestId);

/** Answers a refusal: its status, its code, its French (the table's, its values filled in, unless told). */
function refuse(
  res: Response,
  code: WebOrderRefusal,
  { message, ...extra }: Partial<Omit<WebOrderRefused['error'], 'code'>> = {},
  status = refusalStatus[code],
) {
  const said =
    message ??
    (webOrderRefusals[code] as string).replace(/\{(\w+)\}/g, (place, name: string) =>
      extra.values?.[name] === undefined ? place : String(extra.values[name]),
    );
  const body: WebOrderRefused = { error: { code, message: said, ...extra } };
  res.status(status).json(body);
}

/**
 * POST /api/commande (placeWebOrder, a Hosting rewrite): an order from /panier with no account. Checked
 * whole before anything is read; a retry of a placed order (its request id) is answered with it before
 * any bound is spent; then the attempt counted by address, the order bounds by address and in all
 * (read, then counted in the order's own transaction), the lines priced by the server, and the order
 * written by the one acceptance step, owned by its phone customer (`phone-<digits>`), channel `web`,
 * holding its units as an app's order does.
 */
export function webOrderHandler({
  readBounds,
  readHolds,
  spentLimit,
  countAttempt,
  storedOrder,
  saveOrder,
  ...pricing
}: WebOrderDeps) {
  /** The answer for the order under `orderId` when it was placed for the same number; 409 for another. */
  async function answerStored(res: Response, orderId: string, phone: string, status: number) {
    const stored = await storedOrder(orderId);
    if (!stored) throw new Error(`The order ${orderId} the transaction named cannot be read`);
    if (phoneKey(stored.phone) !== phoneKey(phone)) {
      logger.warn('Refused a web order: its request id names an order of another number', { orderId });
      refuse(res, 'request-reused');
      return;
    }
    const { phone: _phone, ...answer } = stored;
    res.status(status).json(answer);
  }

  return async (req: Request, res: Response): Promise<void> => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      refuse(res, 'invalid-request', {}, 405);
      return;
    }
    if (!req.is('application/json')) {
      refuse(res, 'invalid-request', {}, 415);
      return;
    }
    if ((req.rawBody?.length ?? 0) > webOrderBodyBytes) {
      logger.warn('Refused a web order: its body is too large', { bytes: req.rawBody?.length });
      refuse(res, 'invalid-request', {}, 413);
      return;
    }
    const body: unknown = req.body;
    const website = (body as { website?: unknown } | null)?.website;
    if (website !== undefined && website !== '') {
      // A robot is told what any sender is told when the shop cannot take an order now: nothing says it
      // was caught, and a person whose browser filled the field is told to try again, never that an
      // order was placed (docs/adr/0169-web-order-bounds-behind-hosting.md). Nothing is read or written.
      logger.warn('Refused a web order: its hidden field was filled');
      refuse(res, 'unavailable');
      return;
    }
    const input = webOrderRequestSchema.safeParse(body);
    if (!input.success) {
      logger.info('Refused a web order: invalid request', { fields: input.error.issues.map(({ path }) => path.join('.')) });
      refuse(res, 'invalid-request', invalidRequest(input.error));
      return;
    }
    const { name, phone, zoneId, address, note, lines, requestId, campaign } = input.data;
    const orderId = webOrderId(requestId);
    try {
      // A retry of a placed order is answered first: one read, and no bound spent.
      if (await storedOrder(orderId)) {
        await answerStored(res, orderId, phone, 200);
        return;
      }
      const addresses = webOrderAddresses(req);
      const { attempts, orders: limits } = webOrderLimits(await readBounds(), addresses);
      // Every attempt counts, refused or not, before the catalogue is read: probing costs its sender.
      const tooMany = await countAttempt(attempts);
      if (tooMany) {
        logger.warn('Refused a web order: too many attempts', { refusal: tooMany, direct: addresses.connection !== null });
        refuse(res, tooMany);
        return;
      }
      const spent = await spentLimit(limits);
      if (spent) {
        logger.warn('Refused a web order: a bound is spent', { refusal: spent, direct: addresses.connection !== null });
        refuse(res, spent);
        return;
      }
      const priced = await priceOrder(pricing, { lines, zoneId });
      if (!priced.ok) {
        logger.info('Refused a web order: the lines or the zone', { zoneId, reason: priced.message });
        refuse(res, ...pricingRefused(priced));
        return;
      }
      const saved = await saveOrder(
        {
          userId: phoneCustomerId(phone),
          items: priced.items,
          total: priced.total,
          status: 'new',
          phone,
          deliveryAddress: address,
          customerName: name,
          ...priced.delivery,
          ...(note && { deliveryNote: note }),
          ...(campaign && { campaign }),
          channel: 'web',
        },
        orderId,
        await readHolds(),
        limits.map(({ limit }) => limit),
      );
      if ('limited' in saved) {
        // Another order spent the bound between the read and this transaction: say which, as read now.
        const now = (await spentLimit(limits)) ?? 'too-many-web';
        logger.warn('Refused a web order: a bound is spent', { refusal: now });
        refuse(res, now);
      } else if ('heldTooMuch' in saved) {
        logger.warn('Refused a web order: it would hold too much', { reason: saved.heldTooMuch });
        refuse(res, saved.heldTooMuch === heldTooMuchMessage ? 'held-too-much' : 'shared-hold');
      } else if ('soldOut' in saved) {
        logger.info('Refused a web order: sold out', { reason: saved.soldOut.message });
        refuse(res, saved.soldOut.refusal, { values: saved.soldOut.values });
      } else if ('existing' in saved) {
        await answerStored(res, orderId, phone, 200);
      } else {
        logger.info('Placed a web order', {
          orderId: saved.saved,
          number: saved.number,
          total: priced.total,
          direct: addresses.connection !== null,
        });
        await answerStored(res, orderId, phone, 201);
      }
    } catch (error) {
      logger.error('Could not place a web order:', error, { orderId });
      refuse(res, 'unavailable');
    }
  };
}
