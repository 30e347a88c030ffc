import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render-at';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the site pages of the spec', () => {
    renderAt('/', <SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Liens du pied de page' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['À propos', '/apropos'],
      ["Conditions d'utilisation", '/conditions'],
      ['Politique de confidentialité', '/confidentialité'],
      ['Contact', '/contact'],
    ]);
  });

  it('opens social links in a new tab without giving them the page', () => {
    renderAt('/', <SiteFooter />);
    const social = within(screen.getByRole('list', { name: 'Réseaux sociaux' })).getAllByRole('link');
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('carries the 2025 copyright line', () => {
    renderAt('/', <SiteFooter />);
    expect(screen.getByText(/© 2025 Kasuwa\. Tous droits réservés\./)).toBeInTheDocument();
  });
});
