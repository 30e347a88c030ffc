/**
 * Brand settings: the spec writes the product's name as {product}; everything that depends on it
 * reads it here, so a rename is a one-line change. `npm run apk:release` rewrites the `apk` block.
 */
export const brand = {
  name: 'Kasuwa',
  slug: 'kasuwa',
  adminRole: 'admin',
  appLinkScheme: 'kasuwa://',
  /** Where the public site is served in production: canonical links, sitemap, Open Graph. */
  siteUrl: 'https://kasuwa-app.web.app',
  supportEmail: 'support@kasuwa-app.web.app',
  legalEntity: 'Kasuwa SARL, Niamey, République du Niger',
  copyrightYear: 2025,
  apk: {
    version: '1.0.0',
    sizeLabel: '94.31 MB',
    sha256: '3f9c2a1d7e54b8a0c6d1f2e3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b',
    url: 'https://kasuwa-app.web.app/downloads/kasuwa-1.0.0.apk',
  },
  contacts: [
    { address: 'Grand Marché', name: 'Abdoulaye Issa', phone: '+227 90 12 34 56' },
    { address: 'Petit Marché', name: 'Mariama Soumana', phone: '+227 91 23 45 67' },
    { address: 'Wadata', name: 'Ibrahim Moussa', phone: '+227 92 34 56 78' },
    { address: 'Lazaret', name: 'Aïchatou Hamani', phone: '+227 93 45 67 89' },
    { address: 'Contact général', name: 'Service client Kasuwa', phone: '+227 94 56 78 90' },
  ],
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/kasuwa.niger' },
    { label: 'Instagram', url: 'https://www.instagram.com/kasuwa.niger' },
    { label: 'TikTok', url: 'https://www.tiktok.com/@kasuwa.niger' },
  ],
} as const;

export type Contact = (typeof brand.contacts)[number];

/** Where orders, the legal pages and customer questions go: 'Contact général' (brand.test.ts checks it). */
export const generalContact: Contact = brand.contacts[4];
