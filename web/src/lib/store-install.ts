import { brand } from '@kasuwa/contract/brand';

/**
 * The store console as an app a phone can install (issue 37, part 2): its manifest, its icons
 * (drawn by `npm run site:images`) and its service worker, for the addresses under /store only. The
 * public site stays a plain site.
 */
export const storeInstall = {
  scope: '/store',
  manifestPath: '/store.webmanifest',
  serviceWorkerPath: '/store-sw.js',
  themeColor: '#0b6e4f',
  icons: [
    { src: '/store-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/store-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/store-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/** The web app manifest: the console opens on its own, at the store's root, in the shop's colours. */
export function storeWebManifest(): string {
  return `${JSON.stringify(
    {
      name: `${brand.name} Store`,
      short_name: brand.name,
      description: `${brand.name}: the shop's console`,
      id: storeInstall.scope,
      start_url: storeInstall.scope,
      scope: storeInstall.scope,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: storeInstall.themeColor,
      icons: storeInstall.icons,
    },
    null,
    2,
  )}\n`;
}
