import { z } from 'zod';
import { generalContact } from './brand';
import { orderLimits, personLimits } from './limits';
import { phoneKey } from './phone-numbers';
import { referralCodeSchema } from './referrals';
import { documentIdSchema, trimmedText } from './schemas/common';
import { orderItemSchema, orderNumberSchema } from './schemas/order';
import { orderLineRequestSchema, orderRequestIdSchema } from './schemas/order-requests';

/**
 * An order from the web site's cart (/panier), with no account: one JSON POST to `webOrderPath` (a
 * Hosting rewrite to placeWebOrder, same origin as the page, no Firebase SDK). The server prices it,
 * holds its stock, numbers it and files it under the phone's customer, as an order the app placed
 * (docs/adr/0165-orders-from-the-web-without-an-account.md). Every refusal is a code and a French sentence.
 */
export const webOrderPath = '/api/commande';

/** The most bytes a request's body may have: 50 lines and every field at its longest fit well within. */
export const webOrderBodyBytes = 16_384;

/** The longest a typed number may be: "+227 96 11 22 33" with a few more spaces or dashes. */
const typedPhoneLength = 24;

/** '96112233' → '+227 96 11 22 33', the form the app saves and staff read. */
const nigerPhoneForm = (key: string) => `+227 ${key.match(/\d{2}/g)?.join(' ') ?? key}`;

/**
 * A Niger number as people type it ("96 11 22 33", "+22796112233", "0022796112233", "227 96112233"):
 * digits with spaces, dots, dashes, brackets and a leading +; the 8 national digits once 00 and 227
 * are taken off. It becomes the app's form, whose key (phoneKey) is the customer's record's.
 */
export const nigerPhoneSchema = z
  .string()
  .trim()
  .max(typedPhoneLength)
  .refine((typed) => /^\+?[\d\s().-]+$/.test(typed) && /^\d{8}$/.test(phoneKey(typed)), 'Not a Niger number')
  .transform((typed) => nigerPhoneForm(phoneKey(typed)));

/** What /panier sends. Sizes are the existing order schemas' (lines, quantities, request id). */
export const webOrderRequestSchema = z
  .object({
    name: trimmedText(personLimits.nameLength),
    phone: nigerPhoneSchema,
    zoneId: documentIdSchema,
    /** The address, or a landmark ("repère") the rider can find. */
    address: trimmedText(personLimits.addressLength),
    /** Anything else for the delivery, or nothing: staff and the rider read it as the order's delivery note. */
    note: z.string().trim().max(orderLimits.deliveryNoteLength).optional(),
    lines: z.array(orderLineRequestSchema).min(1).max(orderLimits.maxLines),
    /** Made once per order by the page (a random UUID will do) and sent again unchanged with every retry. */
    requestId: orderRequestIdSchema,
    /** The referral code the visitor arrived with, if any (web/src/lib/campaign.ts). */
    campaign: referralCodeSchema.optional(),
    /** A field people never see: a form robot fills it, and is answered as if the shop were unavailable. */
    website: z.literal('').optional(),
  })
  .strict();
export type WebOrderRequest = z.infer<typeof webOrderRequestSchema>;

/** The answer to an order placed, or to a retry of one: what the confirmation shows and the device keeps. */
export const webOrderAnswerSchema = z
  .object({
    number: orderNumberSchema,
    items: z.array(orderItemSchema).min(1).max(orderLimits.maxLines),
    zoneName: z.string(),
    deliveryFee: z.number().int().min(0),
    /** In whole F CFA, the zone's fee included. */
    total: z.number().int().min(0),
    /** `/suivi/<token>`, on the site's own origin. */
    trackingPath: z.string().regex(/^\/suivi\/[A-Za-z0-9_-]{22}$/),
  })
  .strict();
export type WebOrderAnswer = z.infer<typeof webOrderAnswerSchema>;

const callTheShop = `appelez la boutique au ${generalContact.phone}`;

/** Why an order from the web is refused: a code the page may act on, and what it says, in French. */
export const webOrderRefusals = {
  'invalid-request': 'La commande est incomplète : vérifiez les champs.',
  'request-reused': 'Cette commande a déjà été envoyée avec un autre numéro : rechargez la page et recommencez.',
  'too-many-hour': `Trop de commandes depuis cette connexion en une heure : réessayez plus tard ou ${callTheShop}.`,
  'too-many-day': `Trop de commandes depuis cette connexion aujourd’hui : ${callTheShop}.`,
  'too-many-attempts': `Trop d’essais depuis cette connexion en une heure : réessayez plus tard ou ${callTheShop}.`,
  'too-many-connection': `Trop de commandes en ce moment : réessayez plus tard ou ${callTheShop}.`,
  'too-many-web': `Le site reçoit beaucoup de commandes en ce moment : réessayez dans un moment ou ${callTheShop}.`,
  'sold-out': 'Épuisé : {item}.',
  'few-left': 'Plus que quelques-uns : {item}. Commandez-en moins, ou appelez la boutique.',
  'shared-hold': `Cet article est très demandé en ce moment : ${callTheShop} pour le commander.`,
  'held-too-much': `Ce numéro a déjà beaucoup d’articles en attente de confirmation : ${callTheShop}.`,
  'not-in-catalogue': 'Un article du panier n’est plus en vente : retirez-le, puis renvoyez la commande.',
  'choose-variant': 'Un article du panier demande une taille ou une couleur : choisissez-la, puis renvoyez la commande.',
  'unknown-zone': 'Zone de livraison inconnue ou fermée : choisissez-en une autre.',
  'below-minimum': 'Commande minimum pour {zone} : {minimum}.',
  'over-max-total': 'Le total est trop élevé pour une seule commande : partagez-la en plusieurs.',
  unavailable: `La commande n’a pas pu être enregistrée : réessayez (elle ne sera pas comptée deux fois) ou ${callTheShop}.`,
} as const;
export type WebOrderRefusal = keyof typeof webOrderRefusals;

/** What an invalid request is told, by the first field at fault, in French: the page shows it by that field. */
export const webOrderFieldMessages: Record<keyof WebOrderRequest, string> = {
  name: `Indiquez votre nom (${personLimits.nameLength} caractères au plus).`,
  phone: 'Numéro du Niger : 8 chiffres, avec ou sans +227 (par exemple 96 11 22 33).',
  zoneId: 'Choisissez votre zone de livraison.',
  address: `Indiquez votre adresse ou un repère (${personLimits.addressLength} caractères au plus).`,
  note: `Note trop longue : ${orderLimits.deliveryNoteLength} caractères au plus.`,
  lines: `Le panier ne peut pas être commandé tel quel (${orderLimits.maxLines} articles différents au plus, ${orderLimits.maxQuantity} de chacun) : videz-le et choisissez de nouveau.`,
  requestId: webOrderRefusals['invalid-request'],
  campaign: webOrderRefusals['invalid-request'],
  website: webOrderRefusals.unavailable,
};

/** A refusal's answer: its code, its French, the values in it, and for an invalid request the fields at fault. */
export interface WebOrderRefused {
  error: { code: WebOrderRefusal; message: string; values?: Record<string, string | number>; fields?: string[] };
}

/**
 * The shop's bounds on web orders (`stockSettings/webOrders`, written by functions and by tests):
 * orders an hour and a day per client address (the visitor Hosting relayed, or a direct caller's own
 * address), orders an hour per caller of the function's own URL (what it is held to, whatever
 * visitor it claims to relay), orders an hour from the web in all, and attempts an hour (every request
 * that reaches the shop's data, refused or not) per client address and per direct caller
 * (docs/adr/0169-web-order-bounds-behind-hosting.md). A stored document without the attempts' bounds
 * (written before them) takes their defaults.
 */
export const webOrderBoundsDocId = 'webOrders';
const webOrderBoundsFields = z.object({
  perAddressPerHour: z.number().int().min(1).max(10_000),
  perAddressPerDay: z.number().int().min(1).max(100_000),
  perConnectionPerHour: z.number().int().min(1).max(10_000),
  inAllPerHour: z.number().int().min(1).max(100_000),
  attemptsPerAddressPerHour: z.number().int().min(1).max(100_000).default(30),
  attemptsPerConnectionPerHour: z.number().int().min(1).max(100_000).default(120),
});
export type WebOrderBounds = z.infer<typeof webOrderBoundsFields>;

/**
 * Until the shop says otherwise: a family sharing a phone's network orders a few times a day; the web, a
 * few hundred a day; a person trying again after refusals, a few tries per order.
 */
export const defaultWebOrderBounds: WebOrderBounds = {
  perAddressPerHour: 5,
  perAddressPerDay: 20,
  perConnectionPerHour: 40,
  inAllPerHour: 100,
  attemptsPerAddressPerHour: 30,
  attemptsPerConnectionPerHour: 120,
};

/** The stored bounds, or the defaults when none are stored or they cannot be read. */
export const readWebOrderBounds = (data: unknown): WebOrderBounds =>
  webOrderBoundsFields.safeParse(data).data ?? defaultWebOrderBounds;
