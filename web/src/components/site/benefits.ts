import type { Card } from './card-grid';

/** The four promises of the app: short on the landing page, longer on the features page. */
export const benefits: readonly (Card & { detail: string })[] = [
  {
    icon: 'store',
    title: 'Boutiques locales et nationales',
    text: 'Les commerçants de Niamey et de tout le Niger réunis dans une seule application.',
    detail:
      'Du Grand Marché aux boutiques de quartier, retrouvez vêtements, chaussures, électronique, articles de maison et de beauté, vendus par des commerçants vérifiés de Niamey et des autres régions du Niger.',
  },
  {
    icon: 'truck',
    title: 'Livraison rapide',
    text: 'Vos achats livrés chez vous, avec un suivi de la commande.',
    detail:
      'Choisissez votre quartier, suivez votre commande dans l’application et recevez-la chez vous ou au travail. Les délais annoncés sont indicatifs et dépendent de la zone de livraison.',
  },
  {
    icon: 'lock',
    title: 'Paiement sécurisé',
    text: 'Payez par Mobile Money ou par carte bancaire, en toute confiance.',
    detail:
      'Les prix sont affichés en francs CFA, toutes taxes comprises. Le paiement passe par Mobile Money ou par carte bancaire, et vous recevez une confirmation pour chaque commande.',
  },
  {
    icon: 'phone',
    title: 'Simple à utiliser',
    text: 'Une application légère, pensée pour les téléphones Android et les petits forfaits.',
    detail:
      'Recherche par nom, filtres par catégorie et par prix, panier clair : l’application reste légère pour les téléphones d’entrée de gamme et économise vos données mobiles.',
  },
];
