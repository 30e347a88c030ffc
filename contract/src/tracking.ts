import { brand } from './brand';

/**
 * A customer's link to follow their order (`/suivi/<token>`), with no account: the token is 16 random
 * bytes (128 bits) in base64url, kept on the order (`trackingToken`, written by functions) and naming
 * the order's public view (`tracking/{token}`, functions only), which says the order's number, its
 * steps, its lines, the amount due and, once it is out, the rider's first name: never the address nor the phone.
 * Plain constants, no zod: the console builds the link.
 */
export const trackingTokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** How long a link works after the order is delivered or cancelled. */
export const trackingDaysAfterEnd = 7;

export const trackingPath = (token: string) => `/suivi/${token}`;

/** The link as the customer gets it, on the public site. */
export const trackingUrl = (token: string) => `${brand.siteUrl}${trackingPath(token)}`;
