import { webOrderFieldMessages } from '@kasuwa/contract/web-orders';

/**
 * The words /panier's scripts show (cart-page-script.ts, cart-lines.ts, order-form-script.ts) and the
 * WhatsApp messages they write, per public language. The page writes them into its markup; the script imports this file
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
    fieldName: webOrderFieldMessages.name,
    fieldPhone: webOrderFieldMessages.phone,
    fieldZone: webOrderFieldMessages.zoneId,
    fieldAddress: webOrderFieldMessages.address,
    fieldNote: webOrderFieldMessages.note,
    checkFields: { one: 'Vérifiez le champ signalé.', other: 'Vérifiez les {count} champs signalés.' },
    sending: 'Envoi…',
    sendingSlow: 'Envoi de votre commande… La connexion est lente, gardez la page ouverte.',
    sendFailed:
      'Votre commande n’est pas partie : la connexion a échoué. Tout ce que vous avez écrit est gardé ; touchez « Commander » pour réessayer, elle ne sera pas comptée deux fois.',
    sendAgainOnLoad: 'Votre dernière commande n’a pas eu de réponse : nous la renvoyons, elle ne sera pas comptée deux fois.',
    placed: 'Commande {number} reçue. Merci !',
    confirmLine: '{quantity} × {item} — {amount}',
    confirmDelivery: 'Livraison à {zone} : {fee}',
    confirmTotal: 'Total : {total}',
    chatAbout: 'Bonjour {shop}, j’ai passé la commande {number} sur le site : {link}',
    orderedOn: 'Commande {number} du {date} — {total}',
    track: 'Suivre',
    orderAgain: 'Commander à nouveau',
    orderAgainOf: 'Commander à nouveau la commande {number}',
    trackOf: 'Suivre la commande {number}',
    orderedAgain: 'La commande {number} est de nouveau dans le panier.',
    ordersUnsaved: 'Ce navigateur n’a pas pu garder la commande : notez son numéro et son lien de suivi.',
  },
} as const;

export type CartTexts = (typeof cartTexts)['fr'];
