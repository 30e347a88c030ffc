import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The refusals of the functions that price and place an order or set its zone (the contract's
 * orderRefusals), in French, by their English text (see staff-text-fr.ts): loaded with the new order
 * page and the zone of an order.
 */
export const frenchOrdersText = {
  'No customer has this account: check the customer, or enter a name.':
    'Aucun client n’a ce compte : vérifiez le client, ou saisissez un nom.',
  'Unknown product: {product}.': 'Produit inconnu : {product}.',
  'Product {product} cannot be ordered now.': 'Le produit {product} ne peut pas être commandé pour l’instant.',
  'Choose a size for product {product}.': 'Choisissez une taille pour le produit {product}.',
  'Choose a colour for product {product}.': 'Choisissez une couleur pour le produit {product}.',
  'Product {product} has no size "{choice}".': 'Le produit {product} n’a pas de taille « {choice} ».',
  'Product {product} has no colour "{choice}".': 'Le produit {product} n’a pas de couleur « {choice} ».',
  'The total is over {max} F CFA: split the order.': 'Le total dépasse {max} F CFA : divisez la commande.',
  'Sold out: {item}.': 'Épuisé : {item}.',
  'Only a few left: {item}. Order fewer.': 'Plus que quelques-uns : {item}. Commandez-en moins.',
  'Unknown or closed delivery zone: choose another.': 'Zone de livraison inconnue ou fermée : choisissez-en une autre.',
  'The minimum order for {zone} is {minimum}.': 'Commande minimum pour {zone} : {minimum}.',
  'Only an order not yet confirmed changes its zone.': 'Seule une commande pas encore confirmée change de zone.',
  'A payment is recorded on this total: the zone is not changed any more.':
    'Un paiement est enregistré sur ce total : la zone ne change plus.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchOrdersText);
