/** public/portfolio-theme.js reads the same key before the first paint. */
export const themeStorageKey = 'portfolio-theme';

type Theme = 'light' | 'dark';

function currentTheme(root: HTMLElement, prefersDark: boolean): Theme {
  const chosen = root.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The portfolio's light/dark switch. public/portfolio-theme.js applies a saved choice before the
 * first paint; this keeps the button in step and saves each new choice. The button's name stays
 * "Thème sombre" and its pressed state says whether it is on: a toggle's name must not change with
 * its state (WAI-ARIA's button pattern), and the script so holds no words.
 */
export function enhanceThemeToggle(doc: Document = document, storage: Storage = window.localStorage): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const root = doc.documentElement;
  const prefersDark = () => doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const render = () => {
    button.setAttribute('aria-pressed', String(currentTheme(root, prefersDark()) === 'dark'));
  };
  button.hidden = false;
  render();
  button.addEventListener('click', () => {
    const next: Theme = currentTheme(root, prefersDark()) === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      storage.setItem(themeStorageKey, next);
    } catch (error) {
      console.warn('The theme choice could not be saved; it lasts until the page is left', error);
    }
    render();
  });
}
