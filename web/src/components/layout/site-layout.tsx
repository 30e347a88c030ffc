import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** The public site's frame: top bar, content 800 px wide, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" className="container site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** For pages shown inside the app (a web view): content only, no top bar or footer. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main className="container site-main site-main--bare">{children}</main>;
}
