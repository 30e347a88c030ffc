import { render, screen, within } from '@testing-library/react';
import { privacyPolicy } from './content/privacy';
import { returnPolicy } from './content/returns';
import { termsOfUse } from './content/terms';
import { PolicyPage } from './policy-page';
import type { PolicyDocument } from './policy-types';

const fullText = (document: PolicyDocument) =>
  document.sections.flatMap((section) => section.items.map((item) => `${item.subtitle} ${item.text}`)).join('\n');

describe.each([
  ['terms', termsOfUse, 14],
  ['privacy policy', privacyPolicy, 12],
  ['return policy', returnPolicy, 12],
])('the %s', (_name, policy, sections) => {
  it(`has ${sections} sections, each in the table of contents`, () => {
    render(<PolicyPage document={policy} />);
    const contents = within(screen.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link');
    expect(contents).toHaveLength(sections);
    for (const [index, link] of contents.entries()) {
      const section = policy.sections[index];
      expect(link).toHaveAttribute('href', `#${section?.id}`);
      expect(document.getElementById(section?.id ?? '')).toHaveAccessibleName(section?.title);
    }
  });
});

describe('the terms', () => {
  it('follow the order of the spec', () => {
    expect(termsOfUse.sections.map((section) => section.id)).toEqual([
      'preambule',
      'acceptation',
      'objet',
      'creation-de-compte',
      'commandes',
      'prix-et-paiement',
      'livraison',
      'droit-de-retractation',
      'garantie-et-sav',
      'responsabilite',
      'propriete-intellectuelle',
      'donnees-personnelles',
      'modifications',
      'droit-applicable',
    ]);
  });
});

describe.each([
  ['terms', termsOfUse],
  ['return policy', returnPolicy],
])('the %s state the business constants', (_name, policy) => {
  const text = fullText(policy);
  it.each([
    ['prices in XOF, tax included', /francs CFA \(XOF\), toutes taxes comprises/],
    ['a 7-day withdrawal from receipt', /7 jours à compter de la réception/],
    [
      'return costs on the customer unless defective',
      /frais de retour sont à la charge du Client, sauf si le Produit est défectueux/i,
    ],
    ['refunds within 14 working days by the original method', /14 jours ouvrés/],
    ['Mobile Money and bank card', /Mobile Money[\s\S]*carte bancaire|carte bancaire[\s\S]*Mobile Money/],
    ['perishable goods excluded', /périssables/],
    ['opened hygiene and cosmetics excluded', /hygiène[\s\S]*cosmétiques|cosmétiques[\s\S]*hygiène/],
    ['personalised goods excluded', /personnalisés/],
    ['gift cards and electronic credit excluded', /cartes cadeaux[\s\S]*crédit électronique/i],
  ])('%s', (_label, pattern) => {
    expect(text).toMatch(pattern);
  });
});

describe('the terms', () => {
  const text = fullText(termsOfUse);
  it('say delivery times are indicative and name Nigerien law and the courts of Niamey', () => {
    expect(text).toMatch(/délais de livraison sont indicatifs/i);
    expect(text).toMatch(/droit nigérien/);
    expect(text).toMatch(/tribunaux de Niamey/);
  });
});
