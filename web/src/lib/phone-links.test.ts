import { telHref, whatsAppHref } from './phone-links';

describe('phone links', () => {
  it('dial the number as written, without spaces', () => {
    expect(telHref('+227 90 12 34 56')).toBe('tel:+22790123456');
  });

  it.each([
    ['+227 90 12 34 56', 'https://wa.me/22790123456'],
    ['00227 90 12 34 56', 'https://wa.me/22790123456'],
    ['90 12 34 56', 'https://wa.me/22790123456'],
    ['+33 6 12 34 56 78', 'https://wa.me/33612345678'],
  ])('open the WhatsApp chat of %s', (phone, href) => {
    expect(whatsAppHref(phone)).toBe(href);
  });
});
