/**
 * Everything the portfolio page and its PDF resume say, in one place: edit here, both follow.
 * The sample describes the role neutrally and names no real person.
 */
export const portfolio = {
  name: 'Développeur·se web et mobile',
  headline: 'Applications Android, sites légers et services Firebase pour le commerce en ligne au Niger',
  location: 'Niamey, Niger',
  about: [
    'J’aide les commerces de Niamey à vendre en ligne : application Android de boutique, site vitrine en français, administration des produits et des commandes.',
    'Je conçois pour les téléphones d’entrée de gamme et les forfaits de données limités : pages qui s’affichent en un aller-retour, images légères, fonctionnement hors ligne quand c’est possible.',
  ],
  skills: [
    { group: 'Web', items: ['TypeScript', 'React', 'Vite', 'HTML et CSS accessibles', 'Performance mobile'] },
    { group: 'Mobile', items: ['Android', 'Kotlin', 'Distribution d’APK', 'Liens profonds'] },
    { group: 'Back end', items: ['Firebase Auth', 'Cloud Firestore', 'Cloud Functions', 'Règles de sécurité'] },
    { group: 'Qualité', items: ['Tests de bout en bout', 'Émulateurs Firebase', 'Intégration continue', 'Mesures Lighthouse'] },
  ],
  projects: [
    {
      title: 'Application de boutique Kasuwa',
      summary: 'Catalogue, panier et paiement Mobile Money ou carte bancaire, prix en francs CFA.',
      role: 'Conception de l’interface, suivi des commandes, notifications.',
      image: { slug: 'accueil', alt: 'Écran d’accueil de l’application de boutique avec catégories et produits' },
    },
    {
      title: 'Tunnel de commande',
      summary: 'Panier, livraison par quartier et paiement en trois étapes, pensé pour les petits écrans.',
      role: 'Parcours d’achat, validation des formulaires, totaux en XOF.',
      image: { slug: 'paiement', alt: 'Écran de paiement avec adresse de livraison et moyens de paiement' },
    },
    {
      title: 'Suivi des commandes',
      summary: 'Statut de chaque commande et étapes de livraison visibles par le client.',
      role: 'Modèle de données Firestore, règles de sécurité, écran de suivi.',
      image: { slug: 'commandes', alt: 'Liste des commandes avec leur statut et le suivi de livraison' },
    },
  ],
  contact: {
    email: 'contact@kasuwa-app.web.app',
    links: [
      { label: 'Site Kasuwa', url: 'https://kasuwa-app.web.app/' },
      { label: 'Dépôt de code (exemple)', url: 'https://example.com/portfolio' },
    ],
  },
  resumeFile: '/portfolio/cv.pdf',
} as const;

export type Portfolio = typeof portfolio;
