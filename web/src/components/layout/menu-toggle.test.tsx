import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentPathContext } from './current-path';
import { enhanceMenuToggle } from './menu-toggle';
import { TopBar } from './top-bar';

function renderTopBar(path = '/') {
  document.body.innerHTML = renderToStaticMarkup(
    <CurrentPathContext.Provider value={path}>
      <TopBar />
    </CurrentPathContext.Provider>,
  );
  enhanceMenuToggle();
}

describe('top bar', () => {
  it('links the five pages of the site in order and marks the current one', () => {
    renderTopBar('/contact');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'À propos', 'Fonctionnalités', 'Télécharger', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the menu with its toggle', async () => {
    renderTopBar();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveClass('site-nav--open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).not.toHaveClass('site-nav--open');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    screen.getByRole('link', { name: 'Contact' }).focus();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
