export type Platform = 'android' | 'ios' | 'other';

/** iPadOS reports itself as a Mac, but a Mac has no touch screen. */
export function detectPlatform(userAgent: string, maxTouchPoints: number): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

/** Reveals the parts of the page meant for this device (see platform-download.tsx). */
export function enhancePlatform(root: ParentNode = document, nav: Navigator = navigator): void {
  const platform = detectPlatform(nav.userAgent, nav.maxTouchPoints);
  root.querySelectorAll<HTMLElement>('[data-platform]').forEach((element) => {
    element.hidden = element.dataset.platform !== platform;
  });
}
