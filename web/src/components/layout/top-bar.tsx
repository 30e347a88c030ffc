import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import { topBarLinks } from './site-links';

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-brand">
          {brand.name}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
        </button>
        <nav id="site-nav" aria-label="Menu principal" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          {topBarLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className="site-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
