/** `+227 90 12 34 56` → `+22790123456` for tel: links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Niger's country code: customers often type their 8-digit number without it. */
const nigerCode = '227';

/**
 * WhatsApp chat links take the international number as digits only: `00227…` loses its `00`, and an
 * 8-digit Niger number written without its country code gets it.
 */
export function whatsAppHref(phone: string) {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `https://wa.me/${digits.length === 8 ? nigerCode + digits : digits}`;
}
