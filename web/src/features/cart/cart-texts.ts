/**
 * The words /panier's script shows (cart-page-script.ts, cart-lines.ts) and the WhatsApp order it
 * writes, per public language. The page writes them into its markup; the script imports this file
 * as a type only (lib/page-texts.ts).
 */
export const cartTexts = {
  fr: {
    itemCount: { one: '{count} article', other: '{count} articles' },
    removed: '{line} retiré du panier.',
    quantityNow: 'Quantité de {line} : {quantity}.',
    zoneChosen: 'Livraison à {zone} : {fee}. Total : {total}.',
    zoneOption: '{zone} — {fee}',
    choose: 'Choisir…',
    zonesUnavailable: 'Indisponible',
    noZone: 'Choisissez votre quartier : les frais de livraison s’ajoutent au total.',
    zonesFailed: 'Les quartiers n’ont pas pu être chargés : la livraison vous sera confirmée sur WhatsApp.',
    belowMinimum: 'Commande minimum pour {zone} : {minimum}.',
    unsaved: 'Attention : ce navigateur n’a pas pu enregistrer le panier. Commandez avant de quitter la page.',
    quantityOf: 'Quantité de {line}',
    decrease: 'Diminuer la quantité de {line}',
    increase: 'Augmenter la quantité de {line}',
    removeLine: 'Supprimer {line} du panier',
    remove: 'Supprimer',
    size: 'Taille : {size}',
    color: 'Couleur : {color}',
    unitPrice: 'Prix unitaire : {price}',
    subtotal: 'Sous-total : {amount}',
    orderGreeting: 'Bonjour {shop}, je souhaite commander :',
    orderLine: '{quantity} × {item} — {amount}',
    orderedVariant: '{item} ({variant})',
    orderedSize: 'taille {size}',
    orderedColor: 'couleur {color}',
    orderDelivery: 'Livraison à {zone} : {fee}',
    orderTotal: 'Total : {total}',
    orderCampaign: 'Code campagne : {code}',
  },
} as const;

export type CartTexts = (typeof cartTexts)['fr'];
