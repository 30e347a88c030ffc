import type { ReactElement } from 'react';
import { brand } from '@kasuwa/contract/brand';
import { returnTerms } from '@kasuwa/contract/return-terms';
import type { PageMeta } from '../components/page-meta';
import { AboutPage } from '../features/about/about-page';
import { CartPage } from '../features/cart/cart-page';
import { ContactPage } from '../features/contact/contact-page';
import { DownloadPage } from '../features/download/download-page';
import { AppFeaturesPage } from '../features/app-features/app-features-page';
import { LandingPage } from '../features/home/landing-page';
import { privacyPolicy } from '../features/legal/content/privacy';
import { returnPolicy } from '../features/legal/content/returns';
import { termsOfUse } from '../features/legal/content/terms';
import { PolicyPage } from '../features/legal/policy-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PortfolioPage } from '../features/portfolio/portfolio-page';
import { ShopPage } from '../features/shop/shop-page';
import { VerifyPage } from '../features/verify-email/verify-page';

export interface PublicPage {
  /** The page's own address (decoded, NFC); search engines are pointed at it. */
  path: string;
  /** Other addresses that show the same page. */
  aliases: string[];
  /** `bare`: shown inside the app, without the top bar and footer; `standalone`: a page with its own frame. */
  layout: 'site' | 'bare' | 'standalone';
  /** Classic scripts that must run before the first paint (this page only). */
  blockingScripts?: string[];
  meta: PageMeta;
  /** Where search engines should look instead, for a variant of another page. */
  canonicalPath?: string;
  element: () => ReactElement;
}

const suffix = ` — ${brand.name}`;

/** The return policy, at /webreturns on the site and at /returns, without the site's frame, for the app. */
const returnsPage = {
  meta: {
    title: `Retours et remboursements${suffix}`,
    description: `Droit de rétractation de ${returnTerms.windowDays} jours, conditions de retour et remboursement sous ${returnTerms.refundWorkingDays} jours ouvrés.`,
  },
  element: () => <PolicyPage document={returnPolicy} />,
};

/** Every public page, pre-rendered at build time to one HTML file per address. */
export const publicPages: PublicPage[] = [
  {
    path: '/',
    aliases: [],
    layout: 'site',
    meta: {
      title: `${brand.name} — Le marché de Niamey dans votre poche`,
      description:
        "Boutiques locales et nationales, livraison rapide et paiement sécurisé en francs CFA : téléchargez l'application Android.",
    },
    element: () => <LandingPage />,
  },
  {
    path: '/fonctionnalités',
    aliases: [],
    layout: 'site',
    meta: {
      title: `Fonctionnalités${suffix}`,
      description: 'Boutiques locales et nationales, livraison rapide, paiement sécurisé et une application simple.',
    },
    element: () => <AppFeaturesPage />,
  },
  {
    path: '/apropos',
    aliases: ['/about'],
    layout: 'site',
    meta: { title: `À propos${suffix}`, description: `La mission, la vision, les valeurs et l'équipe de ${brand.name}.` },
    element: () => <AboutPage />,
  },
  {
    path: '/télécharger',
    aliases: ['/download'],
    layout: 'site',
    meta: {
      title: `Télécharger l'application${suffix}`,
      description: `Téléchargez ${brand.name} ${brand.apk.version} pour Android (${brand.apk.sizeLabel}) : QR code, guide d'installation et empreinte SHA-256.`,
    },
    element: () => <DownloadPage />,
  },
  {
    path: '/contact',
    aliases: ['/contactus'],
    layout: 'site',
    meta: { title: `Contact${suffix}`, description: 'Nos représentants à Niamey par téléphone et WhatsApp.' },
    element: () => <ContactPage />,
  },
  {
    path: '/conditions',
    aliases: ['/terms'],
    layout: 'site',
    meta: {
      title: `Conditions d'utilisation${suffix}`,
      description: `Les conditions d'utilisation et de vente de ${brand.name}.`,
    },
    element: () => <PolicyPage document={termsOfUse} />,
  },
  {
    path: '/confidentialité',
    aliases: ['/privacy'],
    layout: 'site',
    meta: {
      title: `Politique de confidentialité${suffix}`,
      description: `Comment ${brand.name} collecte, utilise et protège vos données personnelles.`,
    },
    element: () => <PolicyPage document={privacyPolicy} />,
  },
  {
    path: '/webreturns',
    aliases: [],
    layout: 'site',
    ...returnsPage,
  },
  {
    path: '/returns',
    aliases: [],
    layout: 'bare',
    canonicalPath: '/webreturns',
    ...returnsPage,
  },
  {
    path: '/boutique',
    aliases: [],
    layout: 'site',
    meta: {
      title: `Boutique${suffix}`,
      description:
        'Les produits de nos boutiques de Niamey, prix en francs CFA : cherchez, ajoutez au panier et commandez sur WhatsApp.',
    },
    element: () => <ShopPage />,
  },
  {
    // Personal: what one visitor put in their cart, nothing for search engines.
    path: '/panier',
    aliases: [],
    layout: 'site',
    meta: { title: `Panier${suffix}`, description: 'Votre panier : commandez vos articles sur WhatsApp.', noindex: true },
    element: () => <CartPage />,
  },
  {
    // Customers land here from the verification email, on a phone: its own frame, no site menu.
    path: '/verify',
    aliases: [],
    layout: 'standalone',
    meta: {
      title: `Vérification de l’adresse e-mail${suffix}`,
      description: 'Vérification de votre adresse e-mail.',
      noindex: true,
    },
    element: () => <VerifyPage />,
  },
  {
    path: '/portfolio',
    aliases: [],
    layout: 'standalone',
    blockingScripts: ['/portfolio-theme.js'],
    meta: {
      title: 'Portfolio — Développeur·se web et mobile',
      description: 'Applications Android, sites légers et services Firebase pour le commerce en ligne au Niger.',
    },
    element: () => <PortfolioPage />,
  },
];

export const notFoundPage: PublicPage = {
  path: '/404',
  aliases: [],
  layout: 'site',
  meta: { title: `No Page Found${suffix}`, description: "Cette page n'existe pas.", noindex: true },
  element: () => <NotFoundPage />,
};
