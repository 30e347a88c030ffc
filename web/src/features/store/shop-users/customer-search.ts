/** What staff typed to find a customer: a phone number or the start of a name. */
export type CustomerSearch = { kind: 'phone'; phones: string[] } | { kind: 'name'; prefix: string };

const phoneLike = /^[+\d\s().-]+$/;

/** '96112233' → '+227 96 11 22 33', the form the app saves; null for other lengths. */
function nigerPhone(digits: string): string | null {
  const local = digits.length === 11 && digits.startsWith('227') ? digits.slice(3) : digits;
  if (local.length !== 8) return null;
  return `+227 ${local.match(/\d{2}/g)?.join(' ') ?? local}`;
}

/**
 * A phone is matched exactly, in the forms it may be stored in (as typed, the app's form, digits
 * alone, +227 and the digits), since Firestore has no "contains"; a name by its start, with its
 * first letter in capitals when typed all in lower case ("awa" finds "Awa Hamidou").
 */
export function customerSearch(typed: string): CustomerSearch {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (phoneLike.test(text) && /\d/.test(text)) {
    const digits = text.replace(/\D/g, '');
    const local = digits.startsWith('227') && digits.length === 11 ? digits.slice(3) : digits;
    const forms = [text, nigerPhone(digits), digits, `+227${local}`, `+${digits}`];
    return { kind: 'phone', phones: [...new Set(forms.filter((form): form is string => Boolean(form)))] };
  }
  const prefix = text === text.toLowerCase() ? text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase()) : text;
  return { kind: 'name', prefix };
}
