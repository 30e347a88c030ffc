import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brand } from '@kasuwa/contract/brand';
import { htmlDocument } from '@kasuwa/contract/html-document';
import { CurrentPathContext } from '../components/layout/current-path';
import { BareLayout, SiteLayout } from '../components/layout/site-layout';
import type { PageMeta } from '../components/page-meta';
import { notFoundPage, publicPages, type PublicPage } from './public-pages';
import { staffPages, type AppShell } from './staff/staff-pages';
import { storeInstall } from '../lib/store-install';

export { notFoundPage, publicPages, staffPages };
export { storeInstall, storeWebManifest } from '../lib/store-install';
export { portfolio } from '../features/portfolio/portfolio-content';
export { resumePdf } from '../features/portfolio/resume-pdf';

/** What the client build produced, as build.mjs reads it from Vite's manifest. */
export interface BuiltAssets {
  publicCss: string;
  publicScript: string;
  publicPreloads: string[];
  staffScript: string;
  staffPreloads: string[];
  staffCss: string[];
}

const scriptTags = (script: string, preloads: string[], priority = '') => [
  ...preloads.map((href) => `<link rel="modulepreload" href="${href}"${priority}>`),
  `<script type="module" src="${script}"${priority}></script>`,
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
export const absoluteUrl = (path: string) => encodeURI(`${brand.siteUrl}${path === '/' ? '/' : path}`);

// Without JavaScript the menu toggle cannot open, so the links stay visible on small screens.
const noScriptStyle = '<noscript><style>.menu-toggle{display:none!important}.site-nav{display:flex!important}</style></noscript>';

function headTags(meta: PageMeta, canonicalPath: string | null) {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (canonicalPath) {
    const url = absoluteUrl(canonicalPath);
    tags.push(
      `<link rel="canonical" href="${url}">`,
      '<meta property="og:type" content="website">',
      `<meta property="og:site_name" content="${escapeHtml(brand.name)}">`,
      '<meta property="og:locale" content="fr_FR">',
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:image" content="${absoluteUrl('/og-image.png')}">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  return tags;
}

const documentHtml = ({ lang, head, body, end = [] }: { lang: string; head: string[]; body: string; end?: string[] }) =>
  htmlDocument({ lang, head, body: `<div id="root">${body}</div>\n${end.join('\n')}` });

/** A public page as a complete HTML document; its styles are inlined so it paints in one round trip. */
export function renderPublicPage(page: PublicPage, path: string, assets: BuiltAssets): string {
  const Layout = { site: SiteLayout, bare: BareLayout, standalone: Fragment }[page.layout];
  const body = renderToStaticMarkup(
    <CurrentPathContext.Provider value={path}>
      <Layout>{page.element()}</Layout>
    </CurrentPathContext.Provider>,
  );
  const canonicalPath = page.meta.noindex ? null : (page.canonicalPath ?? page.path);
  const head = [
    ...headTags(page.meta, canonicalPath),
    ...(page.blockingScripts ?? []).map((src) => `<script src="${src}"></script>`),
    `<style>${assets.publicCss}</style>`,
    noScriptStyle,
  ];
  // Low priority: the page is complete without its script, which must never delay what it shows.
  const end = scriptTags(assets.publicScript, assets.publicPreloads, ' fetchpriority="low"');
  return documentHtml({ lang: 'fr', head, body, end });
}

/** A staff page's shell: a loading message until the staff app replaces it. */
export function renderStaffShell(shell: AppShell, assets: BuiltAssets): string {
  const head = [
    ...headTags({ title: shell.title, description: brand.name, noindex: true }, null),
    ...(shell.installable
      ? [
          `<link rel="manifest" href="${storeInstall.manifestPath}">`,
          `<meta name="theme-color" content="${storeInstall.themeColor}">`,
          `<link rel="apple-touch-icon" href="${storeInstall.icons[0].src}">`,
        ]
      : []),
    ...assets.staffCss.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...scriptTags(assets.staffScript, assets.staffPreloads),
  ];
  return documentHtml({ lang: 'en', head, body: '<p class="admin-loading">Loading…</p>' });
}

/** The public addresses search engines should know: each page's own, not aliases or variants. */
export function sitemapXml(): string {
  const urls = publicPages
    .filter((page) => !page.canonicalPath && !page.meta.noindex)
    .map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nDisallow: /admin-login\nDisallow: /admin-feedback\nDisallow: /returns\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
