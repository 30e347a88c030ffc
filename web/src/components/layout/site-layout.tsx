import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** The public site's frame: top bar, content 800 px wide, footer. */
export function SiteLayout() {
  return (
    <>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" className="container site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
