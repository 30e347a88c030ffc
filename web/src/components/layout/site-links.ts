/** The site's own pages that the top bar and the footer link to, each named once. */
const pages = {
  home: { to: '/', label: 'Accueil' },
  about: { to: '/apropos', label: 'À propos' },
  features: { to: '/fonctionnalités', label: 'Fonctionnalités' },
  download: { to: '/télécharger', label: 'Télécharger' },
  terms: { to: '/conditions', label: "Conditions d'utilisation" },
  privacy: { to: '/confidentialité', label: 'Politique de confidentialité' },
  contact: { to: '/contact', label: 'Contact' },
} as const;

export const topBarLinks = [pages.home, pages.about, pages.features, pages.download, pages.contact];

export const footerLinks = [pages.home, pages.about, pages.terms, pages.privacy, pages.contact];
