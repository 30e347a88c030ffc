import { brand } from '@kasuwa/contract/brand';
import { ExternalLinks } from './external-links';
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
        <ExternalLinks links={brand.social} label="Réseaux sociaux" className="site-footer__social" />
        <p className="site-footer__copyright">{`© ${brand.copyrightYear} ${brand.name}. Tous droits réservés.`}</p>
      </div>
    </footer>
  );
}
