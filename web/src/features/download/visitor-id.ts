import { brand } from '@kasuwa/contract/brand';

const storageKey = `${brand.slug}-visitor`;
// The shape of the contract's visitorIdSchema, as a regular expression: zod stays off the public pages.
const validId = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The phone's own random id for referral counting (sent as `v`): kept in localStorage, so a second
 * visit the same day counts as the same visitor, and the phones behind one carrier address count
 * apart. Null where storage is refused: the server then tells visitors apart by address and browser.
 */
export function visitorId(): string | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored && validId.test(stored)) return stored;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    window.localStorage.setItem(storageKey, id);
    return id;
  } catch (error) {
    console.warn('Referral counting goes on without a visitor id: local storage is refused', error);
    return null;
  }
}
