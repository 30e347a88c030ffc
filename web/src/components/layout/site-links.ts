/** The site's own pages, as the top bar and the footer link to them. */
export const topBarLinks = [
  { to: '/', label: 'Accueil' },
  { to: '/apropos', label: 'À propos' },
  { to: '/fonctionnalités', label: 'Fonctionnalités' },
  { to: '/télécharger', label: 'Télécharger' },
  { to: '/contact', label: 'Contact' },
] as const;

export const footerLinks = [
  { to: '/', label: 'Accueil' },
  { to: '/apropos', label: 'À propos' },
  { to: '/conditions', label: "Conditions d'utilisation" },
  { to: '/confidentialité', label: 'Politique de confidentialité' },
  { to: '/contact', label: 'Contact' },
] as const;
