import { render, screen, within } from '@testing-library/react';
import { ContactPage } from './contact-page';
import { telHref, whatsAppHref } from '../../lib/phone-links';

describe('ContactPage', () => {
  it('lists the five representatives by zone', () => {
    render(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Grand Marché',
      'Petit Marché',
      'Wadata',
      'Lazaret',
      'Contact général',
    ]);
  });

  it('gives each a name, a phone link and a WhatsApp chat opening in a new tab', () => {
    render(<ContactPage />);
    for (const card of screen.getAllByRole('listitem')) {
      const phone = within(card).getByRole('link', { name: /^\+227/ });
      expect(phone.getAttribute('href')).toMatch(/^tel:\+227\d{8}$/);
      const whatsApp = within(card).getByRole('link', { name: /WhatsApp/ });
      expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/227\d{8}$/);
      expect(whatsApp).toHaveAttribute('target', '_blank');
      expect(whatsApp.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('phone links', () => {
  it('keep only what each scheme accepts', () => {
    expect(telHref('+227 90 12 34 56')).toBe('tel:+22790123456');
    expect(whatsAppHref('+227 90 12 34 56')).toBe('https://wa.me/22790123456');
  });
});
