/**
 * Phone numbers as customers write them in the app ("+227 96 11 22 33", "96112233", "0022796112233"):
 * Firestore matches only exact values, so a number is looked up in every spelling it may be stored
 * in, and two spellings are the same number when their keys are equal. Plain functions, no zod.
 */

/** Niger's country code: customers often type their 8-digit number without it. */
const nigerCode = '227';

/** The digits that name the number: a Niger number's 8 national digits, any other number's digits (no 00). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length === 11 && digits.startsWith(nigerCode) ? digits.slice(3) : digits;
}

/** '96112233' → '+227 96 11 22 33', the form the app saves; null for other lengths. */
function appForm(key: string): string | null {
  return key.length === 8 ? `+${nigerCode} ${key.match(/\d{2}/g)?.join(' ') ?? key}` : null;
}

/** The spellings a typed number may be stored in: as typed, the app's form, digits alone, +227 and the digits. */
export function phoneSpellings(typed: string): string[] {
  const text = typed.trim().replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  const key = phoneKey(text);
  const forms = [text, appForm(key), digits, key, `+${nigerCode}${key}`, `+${digits}`];
  return [...new Set(forms.filter((form): form is string => Boolean(form) && form !== '+'))];
}
