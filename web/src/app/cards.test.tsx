import { render, screen } from '@testing-library/react';
import { AboutPage } from '../features/about/about-page';
import { AppFeaturesPage } from '../features/app-features/app-features-page';

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('AppFeaturesPage', () => {
  it('shows the four features', () => {
    render(<AppFeaturesPage />);
    expect(cardTitles()).toEqual([
      'Boutiques locales et nationales',
      'Livraison rapide',
      'Paiement sécurisé',
      'Simple à utiliser',
    ]);
  });
});

describe('AboutPage', () => {
  it('shows mission, vision, values and team', () => {
    render(<AboutPage />);
    expect(cardTitles()).toEqual(['Notre mission', 'Notre vision', 'Nos valeurs', 'Notre équipe']);
  });
});
