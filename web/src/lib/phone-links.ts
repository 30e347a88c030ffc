/** `+227 90 12 34 56` → `+22790123456` for tel: links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp chat links take the international number as digits only. */
export const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
