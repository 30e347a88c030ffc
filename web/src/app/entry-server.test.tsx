import { prerenderPaths, render } from './entry-server';

describe('pre-rendering', () => {
  it('renders the landing page with its title and status 200', () => {
    const { html, head, status } = render('/');
    expect(status).toBe(200);
    expect(html).toContain('Bienvenue sur');
    expect(head).toContain('<title>Kasuwa — Le marché de Niamey dans votre poche</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });

  it('renders unknown paths as No Page Found with status 404', () => {
    const { html, status } = render('/inconnue?x=1');
    expect(status).toBe(404);
    expect(html).toContain('No Page Found');
  });

  it('pre-renders the landing page', () => {
    expect(prerenderPaths).toContain('/');
  });
});
