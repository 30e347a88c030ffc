import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { storePaths } from '../../lib/store-paths';

/**
 * The rooms a phone keeps in view, most used first: the thumb reaches the first three a role opens
 * (a rider only has their run), and the others sit one tap away behind the menu button.
 */
const thumbRooms = [storePaths.orders.path, storePaths.run.path, storePaths.cash.path, storePaths.products.path];
const thumbRoomCount = 3;

export function isInThumbMenu(path: string, roleSections: readonly { to: string }[]): boolean {
  const opened = thumbRooms.filter((room) => roleSections.some((section) => section.to === room));
  return opened.slice(0, thumbRoomCount).includes(path);
}

/**
 * The menu button's state on a phone: the rooms beyond the thumb's and the settings open together,
 * close on a choice or Escape (the focus back on the button); on a wide screen CSS shows them anyway.
 */
export function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const settingsId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return { open, close, toggle, buttonRef, panelId, settingsId };
}
