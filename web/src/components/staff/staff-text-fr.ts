import { brand } from '@kasuwa/contract/brand';

/**
 * The console's words in French, by their English text: what a French browser shows. A text not
 * here stays in English; the spec's English messages (toasts, login, feedback) are never here, so
 * they stay word for word (staff-language.test.tsx checks).
 */
export const frenchStaffText: Readonly<Record<string, string>> = {
  // The store's frame.
  [`${brand.name} Store`]: `Boutique ${brand.name}`,
  'Store sections': 'Rubriques de la boutique',
  Products: 'Produits',
  'Add product': 'Ajouter un produit',
  Orders: 'Commandes',
  Users: 'Clients',
  Posts: 'Publications',
  Referrals: 'Parrainages',
  Zones: 'Zones',
  Staff: 'Équipe',
  Feedback: 'Avis',
  'Dark mode': 'Mode sombre',
  Logout: 'Déconnexion',
  'Loading…': 'Chargement…',
  'Saving…': 'Enregistrement…',
  new: 'nouvelles',
  // Page titles.
  'Edit product': 'Modifier le produit',
  'New order': 'Nouvelle commande',
  'Delivery zones': 'Zones de livraison',
  'Delivery sheet': 'Feuille de livraison',
  'Shop users': 'Clients',
  'Referral campaigns': 'Campagnes de parrainage',
  // Stock.
  Stock: 'Stock',
  'Low stock': 'Stock bas',
  'Stock per variant': 'Stock par variante',
  Variant: 'Variante',
  'Can be sold': 'Vendables',
  'In open orders': 'En commandes ouvertes',
  'Save stock': 'Enregistrer le stock',
  'Mark sold out': 'Marquer épuisé',
  'No variant is low on stock.': 'Aucune variante n’est en stock bas.',
  'Save threshold': 'Enregistrer le seuil',
  // Delivery zones.
  Zone: 'Zone',
  'Add a zone': 'Ajouter une zone',
  'Add zone': 'Ajouter la zone',
  'Save zone': 'Enregistrer la zone',
  Edit: 'Modifier',
  Cancel: 'Annuler',
  'No minimum': 'Aucun minimum',
  none: 'aucun',
  'Delivery fee (F CFA)': 'Frais de livraison (F CFA)',
  'Minimum order (F CFA)': 'Commande minimum (F CFA)',
  'Offered to customers': 'Proposée aux clients',
  Fee: 'Frais',
  'minimum order': 'commande minimum',
  offered: 'proposée',
  closed: 'fermée',
  saved: 'enregistrée',
  added: 'ajoutée',
  'No delivery zone yet: add the first above.': 'Aucune zone de livraison : ajoutez la première ci-dessus.',
  'The zone could not be saved. Nothing was changed; try again.':
    'La zone n’a pas pu être enregistrée. Rien n’a changé ; réessayez.',
  'Customers choose their zone in the cart; the fee is added to the order by the server. A zone below its minimum order cannot be ordered.':
    'Les clients choisissent leur zone dans le panier ; le serveur ajoute les frais à la commande. Une commande sous le minimum de sa zone est refusée.',
  'Give the zone a name.': 'Donnez un nom à la zone.',
};
