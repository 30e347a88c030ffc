import { brand } from '@kasuwa/contract/brand';
import { publicLanguage, textsMarker } from '../../lib/page-texts';
import { PageTexts } from '../page-texts';
import { CartBadge } from './cart-badge';
import { useCurrentPath } from './current-path';
import { topBarLinks } from './site-links';
import { topBarTexts } from './top-bar-texts';

/**
 * Rendered at build time; menu-toggle.ts makes the toggle work in the browser. The cart link stays
 * outside the menu so that it is one tap away on phones too.
 */
export function TopBar() {
  const currentPath = useCurrentPath();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="site-brand">
          {brand.name}
        </a>
        <CartBadge />
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-nav" data-menu-toggle>
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden" data-menu-toggle-label>
            {topBarTexts[publicLanguage].openMenu}
          </span>
        </button>
        <nav id="site-nav" aria-label="Menu principal" className="site-nav">
          {topBarLinks.map((link) => (
            <a
              key={link.to}
              href={link.to}
              className="site-nav__link"
              aria-current={link.to === currentPath ? 'page' : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <PageTexts texts={topBarTexts[publicLanguage]} {...textsMarker('top-bar')} />
      </div>
    </header>
  );
}
