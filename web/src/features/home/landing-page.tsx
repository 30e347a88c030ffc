import { Link } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';

export function LandingPage() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Bienvenue sur {brand.name}</h1>
      <p className="hero__lead">
        Le marché de Niamey dans votre poche : les boutiques locales et nationales, la livraison rapide et
        le paiement sécurisé, en francs CFA.
      </p>
      <Link to="/télécharger" className="button">
        Télécharger l'application
      </Link>
    </section>
  );
}
