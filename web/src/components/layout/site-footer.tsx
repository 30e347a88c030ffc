import { brand } from '@kasuwa/contract/brand';
import { footerLinks } from './site-links';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Liens du pied de page" className="site-footer__links">
          {footerLinks.map((link) => (
            <a key={link.to} href={link.to}>
              {link.label}
            </a>
          ))}
        </nav>
        <ul className="site-footer__social" aria-label="Réseaux sociaux">
          {brand.social.map((network) => (
            <li key={network.url}>
              <a href={network.url} target="_blank" rel="noopener noreferrer">
                {network.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copyright">{`© ${brand.copyrightYear} ${brand.name}. Tous droits réservés.`}</p>
      </div>
    </footer>
  );
}
