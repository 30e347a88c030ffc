import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render-at';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('links the five pages of the site in order', () => {
    renderAt('/', <TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Accueil',
      'À propos',
      'Fonctionnalités',
      'Télécharger',
      'Contact',
    ]);
  });

  it('opens and closes the menu with its toggle', async () => {
    renderAt('/', <TopBar />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveClass('site-nav--open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu after following a link', async () => {
    renderAt('/', <TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
