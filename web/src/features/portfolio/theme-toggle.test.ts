import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhanceThemeToggle, themeStorageKey } from './theme-toggle';

function setUp(prefersDark: boolean) {
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '<button type="button" data-theme-toggle aria-pressed="false" hidden>Thème sombre</button>';
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: prefersDark && query.includes('dark') }),
  });
  const saved = new Map<string, string>();
  const storage = { setItem: (key: string, value: string) => saved.set(key, value) } as unknown as Storage;
  enhanceThemeToggle(document, storage);
  return saved;
}

describe('enhanceThemeToggle', () => {
  it('shows the switch and starts from the system preference', () => {
    setUp(true);
    const button = screen.getByRole('button', { name: 'Thème sombre' });
    expect(button).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches, marks the page and saves the choice', async () => {
    const saved = setUp(false);
    await userEvent.click(screen.getByRole('button', { name: 'Thème sombre' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(saved.get(themeStorageKey)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Thème sombre' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'false');
    expect(saved.get(themeStorageKey)).toBe('light');
  });

  it('keeps a choice applied before it ran', () => {
    document.documentElement.dataset.theme = 'dark';
    document.body.innerHTML = '<button type="button" data-theme-toggle hidden>Thème sombre</button>';
    enhanceThemeToggle(document, {} as Storage);
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  });
});
