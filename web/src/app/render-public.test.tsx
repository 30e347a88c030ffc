import { brand } from '@kasuwa/contract/brand';
import {
  notFoundPage,
  publicPages,
  renderPublicPage,
  renderStaffShell,
  robotsTxt,
  sitemapXml,
  staffPages,
  storeWebManifest,
  type BuiltAssets,
} from './render-public';
import type { PublicPage } from './public-pages';

const assets: BuiltAssets = {
  publicCss: '.site-header{color:red}',
  publicScript: '/assets/public.js',
  publicPreloads: ['/assets/helper.js'],
  staffScript: '/assets/staff.js',
  staffPreloads: [],
  staffCss: ['/assets/staff.css'],
};

const page = (path: string) => {
  const found = publicPages.find((candidate) => candidate.path === path || candidate.aliases.includes(path));
  if (!found) throw new Error(`no page for ${path}`);
  return found;
};

describe('public addresses', () => {
  it('cover every route and alias of the spec', () => {
    const paths = publicPages.flatMap((candidate) => [candidate.path, ...candidate.aliases]).sort();
    expect(paths).toEqual(
      [
        '/',
        '/fonctionnalités',
        '/apropos',
        '/about',
        '/télécharger',
        '/download',
        '/contact',
        '/contactus',
        '/conditions',
        '/terms',
        '/confidentialité',
        '/privacy',
        '/returns',
        '/webreturns',
        '/portfolio',
        '/boutique',
        '/panier',
        '/verify',
      ].sort(),
    );
  });

  it('are written in NFC, as browsers send them', () => {
    for (const candidate of publicPages) expect(candidate.path).toBe(candidate.path.normalize('NFC'));
  });
});

describe('renderPublicPage', () => {
  it('writes a complete French document with its styles inline and one module script', () => {
    const html = renderPublicPage(page('/'), '/', assets);
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toContain('<style>.site-header{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/helper.js" fetchpriority="low">');
    expect(html).toMatch(/<script type="module" src="\/assets\/public.js" fetchpriority="low"><\/script>\n<\/body>/);
    expect(html).toContain('<h1 id="hero-title">Bienvenue sur Kasuwa</h1>');
  });

  it('points an alias at the page’s own address, percent-encoded', () => {
    const html = renderPublicPage(page('/download'), '/download', assets);
    expect(html).toContain(`<link rel="canonical" href="${brand.siteUrl}/t%C3%A9l%C3%A9charger">`);
    expect(html).toContain(`<meta property="og:url" content="${brand.siteUrl}/t%C3%A9l%C3%A9charger">`);
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain('<title>Télécharger l&#39;application — Kasuwa</title>');
  });

  it('shows the in-app returns page without the top bar and footer, the web one with them', () => {
    const inApp = renderPublicPage(page('/returns'), '/returns', assets);
    const web = renderPublicPage(page('/webreturns'), '/webreturns', assets);
    expect(inApp).not.toContain('class="site-header"');
    expect(inApp).not.toContain('class="site-footer"');
    expect(inApp).toContain(`<link rel="canonical" href="${brand.siteUrl}/webreturns">`);
    expect(web).toContain('class="site-header"');
    expect(web).toContain('class="site-footer"');
  });

  it('keeps the 404 page out of search engines', () => {
    const html = renderPublicPage(notFoundPage, '/404', assets);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('No Page Found');
  });
});

describe('the portfolio', () => {
  it('applies a saved theme before the first paint, then its styles', () => {
    const html = renderPublicPage(page('/portfolio'), '/portfolio', assets);
    const themeScript = html.indexOf('<script src="/portfolio-theme.js"></script>');
    expect(themeScript).toBeGreaterThan(0);
    expect(themeScript).toBeLessThan(html.indexOf('<style>'));
    expect(html).not.toContain('class="site-header"');
  });
});

describe('renderStaffShell', () => {
  it('is English, unindexed, and loads the staff app', () => {
    const html = renderStaffShell(staffPages[0] as (typeof staffPages)[number], assets);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/staff.css">');
    expect(html).toContain('<script type="module" src="/assets/staff.js"></script>');
    expect(html).not.toContain('/assets/public.js');
  });

  it('names the install manifest on the store only: the public site and the login stay plain pages', () => {
    const [login, , store] = staffPages;
    const storeHtml = renderStaffShell(store as (typeof staffPages)[number], assets);
    expect(storeHtml).toContain('<link rel="manifest" href="/store.webmanifest">');
    expect(storeHtml).toContain('<meta name="theme-color" content="#0b6e4f">');
    expect(renderStaffShell(login as (typeof staffPages)[number], assets)).not.toContain('rel="manifest"');
    const home = publicPages.find((page) => page.path === '/') as PublicPage;
    expect(renderPublicPage(home, '/', assets)).not.toContain('rel="manifest"');
  });

  it('installs the console at the store: its own scope, standalone, icons of 192 and 512 px with a maskable one', () => {
    const manifest = JSON.parse(storeWebManifest('fr')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/store', scope: '/store', display: 'standalone', short_name: 'Kasuwa' });
    expect(manifest).toMatchObject({ lang: 'fr', name: 'Boutique Kasuwa', description: 'Kasuwa : la console de la boutique' });
    expect(JSON.parse(storeWebManifest('en'))).toMatchObject({ lang: 'en', name: 'Kasuwa Store', start_url: '/store' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('leaves /verify to the public pages: customers get no staff app there', () => {
    expect(staffPages.map((shell) => shell.path)).not.toContain('/verify');
    const verify = publicPages.find((page) => page.path === '/verify');
    const html = renderPublicPage(verify as PublicPage, '/verify', assets);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vérification de votre adresse e-mail…');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('/assets/staff.js');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list each page once, by its own address', () => {
    const sitemap = sitemapXml();
    expect(sitemap.match(/<loc>/g)).toHaveLength(10);
    expect(sitemap).toContain(`<loc>${brand.siteUrl}/boutique</loc>`);
    expect(sitemap).not.toContain('/panier<');
    expect(sitemap).toContain(`<loc>${brand.siteUrl}/t%C3%A9l%C3%A9charger</loc>`);
    expect(sitemap).not.toContain('/download<');
    expect(sitemap).not.toContain('/returns<');
  });

  it('point robots at the sitemap and away from the staff area', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    expect(robotsTxt()).toContain('Disallow: /admin-login');
  });
});
