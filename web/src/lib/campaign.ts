import { referralCodePattern } from '@kasuwa/contract/limits';

/**
 * The referral code a visitor arrived with (`?ref=` on any public page: a poster's QR code, an SMS
 * link), kept on the phone for 30 days, the latest code winning: the cart's WhatsApp message and the
 * app's orders carry it, so staff know which campaign brought which order.
 */
const storageKey = 'kasuwa.campaign';
export const campaignKeptMs = 30 * 24 * 3_600_000;
const validCode = new RegExp(`^${referralCodePattern}$`);

/** Keeps the page's `?ref=` code, when it has a valid one; storage refused (private browsing) keeps nothing. */
export function rememberCampaign(search: string, now = Date.now()): void {
  const code = new URLSearchParams(search).get('ref');
  if (!code || !validCode.test(code)) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ code, at: now }));
  } catch (error) {
    console.error('The campaign code could not be kept', error);
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
