import { render, screen, within } from '@testing-library/react';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  beforeEach(() => render(<LandingPage />));

  it('welcomes the visitor', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Kasuwa' })).toBeInTheDocument();
  });

  it('has the Android link and the iOS notice at the top and at the bottom', () => {
    const android = document.querySelectorAll('[data-platform="android"]');
    const ios = document.querySelectorAll('[data-platform="ios"]');
    expect(android).toHaveLength(2);
    expect(ios).toHaveLength(2);
    for (const element of android) expect(element).toBeVisible();
    for (const element of ios) expect(element).not.toBeVisible();
    expect(android[0]).toHaveTextContent(/Télécharger pour Android/);
    expect(ios[0]).toHaveTextContent(/pas disponible sur l’App Store/);
  });

  it('links to the QR download page', () => {
    expect(screen.getByRole('link', { name: /Scannez le QR code/ })).toHaveAttribute('href', '/télécharger');
  });

  it('shows four benefit cards', () => {
    const section = screen.getByRole('region', { name: 'Pourquoi Kasuwa ?' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Boutiques locales et nationales', 'Livraison rapide', 'Paiement sécurisé', 'Simple à utiliser']);
  });

  it('shows five screenshots, each described and linking to its full-size picture', () => {
    const gallery = screen.getByRole('list', { name: 'Captures d’écran de l’application' });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      expect(image.getAttribute('src')).toMatch(/^\/screenshots\/.+-180\.webp$/);
      expect(image.closest('a')?.getAttribute('href')).toMatch(/^\/screenshots\/.+-1080\.webp$/);
    }
  });
});
