import { phoneSpellings } from '@kasuwa/contract/phone-numbers';

/** What staff typed to find a customer: a phone number or the start of a name. */
export type CustomerSearch = { kind: 'phone'; phones: string[] } | { kind: 'name'; prefix: string };

const phoneLike = /^[+\d\s().-]+$/;

/**
 * A phone is matched exactly, in the forms it may be stored in (as typed, the app's form, digits
 * alone, +227 and the digits), since Firestore has no "contains"; a name by its start, with its
 * first letter in capitals when typed all in lower case ("awa" finds "Awa Hamidou").
 */
export function customerSearch(typed: string): CustomerSearch {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (phoneLike.test(text) && /\d/.test(text)) {
    return { kind: 'phone', phones: phoneSpellings(text) };
  }
  const prefix = text === text.toLowerCase() ? text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase()) : text;
  return { kind: 'name', prefix };
}
