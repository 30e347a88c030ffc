import { findTexts, sayIn } from '../../lib/page-texts';
import type { TopBarTexts } from './top-bar-texts';

/** Opens and closes the phone menu built by top-bar.tsx; Escape closes it and returns focus. */
export function enhanceMenuToggle(root: ParentNode = document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = toggle && root.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`);
  const label = toggle?.querySelector<HTMLElement>('[data-menu-toggle-label]');
  const texts = findTexts<TopBarTexts>(root, 'top-bar');
  if (!toggle || !nav || !label || !texts) return;
  const say = sayIn(texts);

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('site-nav--open', open);
    label.textContent = say(open ? 'closeMenu' : 'openMenu');
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    toggle.focus();
  });
}
