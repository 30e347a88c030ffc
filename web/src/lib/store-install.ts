import { brand } from '@kasuwa/contract/brand';

/**
 * The store console as an app a phone can install (issue 37, part 2): its manifest, its icons
 * (drawn by `npm run site:images`) and its service worker, for the addresses under /store only. The
 * public site stays a plain site.
 */
export const storeInstall = {
  scope: '/store',
  /** The manifest in French, the console's first language; the console names the English one in English. */
  manifestPath: '/store.webmanifest',
  manifestPaths: { fr: '/store.webmanifest', en: '/store.en.webmanifest' },
  serviceWorkerPath: '/store-sw.js',
  themeColor: '#0b6e4f',
  icons: [
    { src: '/store-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/store-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/store-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

export type ManifestLanguage = keyof typeof storeInstall.manifestPaths;

const manifestWords: Record<ManifestLanguage, { name: string; description: string }> = {
  fr: { name: `Boutique ${brand.name}`, description: `${brand.name} : la console de la boutique` },
  en: { name: `${brand.name} Store`, description: `${brand.name}: the shop's console` },
};

/**
 * The web app manifest in a language: the console opens on its own, at the store's root, in the shop's
 * colours, named as the phone's home screen shows it.
 */
export function storeWebManifest(language: ManifestLanguage): string {
  return `${JSON.stringify(
    {
      name: manifestWords[language].name,
      short_name: brand.name,
      description: manifestWords[language].description,
      lang: language,
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
