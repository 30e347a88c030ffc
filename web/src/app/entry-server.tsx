import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { findRoute, notFoundRoute, siteRoutes, staffRoutes } from './routes';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Used at build time only: the HTML of one route, the tags for its head, and its HTTP status. */
export function render(url: string) {
  const route = findRoute(new URL(url, 'http://prerender.invalid').pathname);
  const { meta } = route ?? notFoundRoute;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  return { html, head, status: route ? 200 : 404 };
}

export const prerenderPaths = [...siteRoutes, ...staffRoutes].map((route) => route.path);
