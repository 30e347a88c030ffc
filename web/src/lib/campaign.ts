import { referralCodePattern } from '@kasuwa/contract/limits';

/**
 * The referral code a visitor arrived with (`?ref=` on any public page: a poster's QR code, an SMS
 * link), kept on the phone for 30 days: the cart's WhatsApp message and the app's orders carry it, so
 * staff know which campaign brought which order. A later code replaces it when the visitor came
 * straight (a QR code, an SMS or WhatsApp link: no referrer) or from the shop's own pages; a link on
 * another site does not replace a code already kept, so no site can take the shop's campaigns' orders
 * by linking with its own code.
 */
const storageKey = 'kasuwa.campaign';
export const campaignKeptMs = 30 * 24 * 3_600_000;
const validCode = new RegExp(`^${referralCodePattern}$`);

/**
 * Keeps the page's `?ref=` code, when it has a valid one and may replace the one kept (see above);
 * storage refused (private browsing) keeps nothing.
 */
export function rememberCampaign(search: string, { referrer = '', origin = '', now = Date.now() } = {}): void {
  const code = new URLSearchParams(search).get('ref');
  if (!code || !validCode.test(code)) return;
  if (fromAnotherSite(referrer, origin) && currentCampaign(now) !== null) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ code, at: now }));
  } catch (error) {
    console.error('The campaign code could not be kept', error);
  }
}

/** Whether the page was opened from a link on another site (not typed, scanned or followed from the shop's pages). */
function fromAnotherSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}

/** The code kept less than 30 days ago, or null. */
export function currentCampaign(now = Date.now()): string | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { code, at } = kept as { code?: unknown; at?: unknown };
    if (typeof code !== 'string' || !validCode.test(code) || typeof at !== 'number' || now - at > campaignKeptMs || at > now)
      return null;
    return code;
  } catch {
    return null;
  }
}
