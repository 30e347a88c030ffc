import { lazy, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import type { PageMeta } from '../components/page-meta';
import { LandingPage } from '../features/home/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

export interface PageRoute {
  path: string;
  meta: PageMeta;
  element: ReactNode;
}

/** Pages inside the site's top bar and footer. Every one is pre-rendered at build time. */
export const siteRoutes: PageRoute[] = [
  {
    path: '/',
    meta: {
      title: `${brand.name} — Le marché de Niamey dans votre poche`,
      description:
        "Boutiques locales et nationales, livraison rapide et paiement sécurisé en francs CFA : téléchargez l'application Android.",
    },
    element: <LandingPage />,
  },
];

const AdminLoginRoute = lazy(() => import('../features/staff-auth/admin-login-route'));

/**
 * Staff pages: English, outside the site's frame, loaded lazily with the Firebase SDK. Their HTML is
 * pre-rendered as a loading shell so that Hosting serves them without a catch-all rewrite.
 */
export const staffRoutes: PageRoute[] = [
  {
    path: '/admin-login',
    meta: { title: `Staff login — ${brand.name}`, description: `${brand.name} staff area.`, noindex: true },
    element: <AdminLoginRoute />,
  },
];

export const notFoundRoute: Omit<PageRoute, 'path'> = {
  meta: {
    title: `No Page Found — ${brand.name}`,
    description: "Cette page n'existe pas.",
  },
  element: <NotFoundPage />,
};

export function findRoute(pathname: string): PageRoute | undefined {
  return [...siteRoutes, ...staffRoutes].find((route) => matchPath({ path: route.path, end: true }, pathname));
}
