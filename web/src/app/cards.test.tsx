import { render, screen } from '@testing-library/react';
import { AboutPage } from '../features/about/about-page';
import { AppFeaturesPage } from '../features/app-features/app-features-page';

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

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

/** The heading levels down the page: each one at most one below the one before (WCAG 1.3.1, no skipped level). */
const skippedLevels = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)))
    .filter((level, at, levels) => at > 0 && level > (levels[at - 1] ?? 1) + 1);

describe.each([
  ['AboutPage', AboutPage],
  ['AppFeaturesPage', AppFeaturesPage],
])('%s', (_name, Page) => {
  it('skips no heading level', () => {
    render(<Page />);
    expect(skippedLevels()).toEqual([]);
  });
});

describe('AboutPage', () => {
  it('shows mission, vision, values and team', () => {
    render(<AboutPage />);
    expect(cardTitles()).toEqual(['Notre mission', 'Notre vision', 'Nos valeurs', 'Notre équipe']);
  });
});
