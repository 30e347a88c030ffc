import { screen } from '@testing-library/react';
import { renderAt } from '../test/render-at';
import { App } from './app';

describe('App routes', () => {
  it('shows the landing page at /', () => {
    renderAt('/', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Kasuwa' })).toBeInTheDocument();
    expect(document.title).toBe('Kasuwa — Le marché de Niamey dans votre poche');
  });

  it("shows 'No Page Found' for any other path, inside the site layout", () => {
    renderAt('/nulle-part', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'No Page Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });
});
