import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DocumentTitle } from '../components/page-meta';
import { SiteLayout } from '../components/layout/site-layout';
import { notFoundRoute, siteRoutes, staffRoutes, type PageRoute } from './routes';
import '../styles/global.css';

function page({ meta, element }: Omit<PageRoute, 'path'>) {
  return (
    <>
      <DocumentTitle title={meta.title} />
      {element}
    </>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {siteRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={page(route)} />
        ))}
        <Route path="*" element={page(notFoundRoute)} />
      </Route>
      {staffRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<Suspense fallback={<p className="admin-loading">Loading…</p>}>{page(route)}</Suspense>}
        />
      ))}
    </Routes>
  );
}
