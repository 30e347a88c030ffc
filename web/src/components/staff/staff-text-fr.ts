import type { TextForms } from './staff-text-en';
import type { frenchCashText } from './staff-text-fr-cash';
import type { frenchReturnsText } from './staff-text-fr-returns';
import type { frenchReportsText } from './staff-text-fr-reports';
import type { frenchCustomersText } from './staff-text-fr-customers';
import type { frenchOperationsText } from './staff-text-fr-operations';
import type { frenchPeopleText } from './staff-text-fr-people';
import type { frenchProductText } from './staff-text-fr-products';
import type { frenchOfflineText } from './staff-text-fr-offline';
import type { frenchPaymentsText } from './staff-text-fr-payments';
import type { frenchOrdersText } from './staff-text-fr-orders';

/**
 * The core catalogue, loaded with every staff page: the frame's, the gate's, the login page's, the
 * notices' and the shared components' words, and stock's, zones' and orders' words. A page's own words
 * are in a pack beside this file (staff-text-fr-cash.ts…), loaded with the page that imports it.
 */
export const frenchCoreText = {
  // The store's frame.
  '{brand} Store': 'Boutique {brand}',
  'Store sections': 'Rubriques de la boutique',
  'Skip to content': 'Aller au contenu',
  'A new version of the console is ready.': 'Une nouvelle version de la console est prête.',
  'Reload to update': 'Recharger pour mettre à jour',
  'Leave this page? What you entered is not saved.': 'Quitter cette page ? Ce que vous avez saisi n’est pas enregistré.',
  Products: 'Produits',
  'Add product': 'Ajouter un produit',
  Orders: 'Commandes',
  Posts: 'Publications',
  Referrals: 'Parrainages',
  Zones: 'Zones',
  Staff: 'Équipe',
  Feedback: 'Avis',
  'Dark mode': 'Mode sombre',
  Logout: 'Déconnexion',
  'Loading…': 'Chargement…',
  // Words once written in the console's JSX, now checked by the lint (eslint.config.mjs).
  'No product matches “{typed}”.': 'Aucun produit ne correspond à « {typed} ».',
  '{count} orders, to collect in all': {
    one: '{count} commande, à encaisser en tout',
    other: '{count} commandes, à encaisser en tout',
  },
  'Lines {amount}': 'Articles {amount}',
  'delivery {amount}': 'livraison {amount}',
  total: 'total',
  'Units that can still be sold. A variant left blank sells without counting; 0 is sold out.':
    'Articles encore en vente. Une variante laissée vide se vend sans compter ; 0 signifie épuisée.',
  'Not counted': 'Non compté',
  'Low-stock alert at (units)': 'Alerte de stock bas à (articles)',
  // The receipt page (the receipt itself is French for the customer, receipt.ts).
  'Receipt {number}': 'Reçu {number}',
  'Making the PDF…': 'Création du PDF…',
  'Save or share as PDF': 'Enregistrer ou partager en PDF',
  'The receipt PDF could not be made. Try again.': 'Le PDF du reçu n’a pas pu être créé. Réessayez.',
  'No order {id}.': 'Aucune commande {id}.',
  // The phone-order form's checks.
  'Enter the customer’s phone number.': 'Saisissez le numéro de téléphone du client.',
  'Enter the customer’s name, or find their account by phone.':
    'Saisissez le nom du client, ou trouvez son compte par son numéro.',
  'Enter the delivery address.': 'Saisissez l’adresse de livraison.',
  'Add at least one product.': 'Ajoutez au moins un produit.',
  'An order has at most {count} lines.': 'Une commande a au plus {count} lignes.',
  'Choose the size and colour of {title}.': 'Choisissez la taille et la couleur de {title}.',
  'Enter how many {title} the customer wants.': 'Saisissez la quantité de {title} que veut le client.',
  'A campaign code is letters, digits, "_" or "-".':
    'Un code de campagne ne contient que des lettres, des chiffres, « _ » ou « - ».',
  'Order {label} placed': 'Commande {label} enregistrée',
  'Delivery sheet — {zone}, {day}': 'Feuille de livraison — {zone}, {day}',
  'Orders to deliver in {zone} on {day}': 'Commandes à livrer à {zone} le {day}',
  'The products could not be searched. Try again.': 'Les produits n’ont pas pu être cherchés. Réessayez.',
  // A text shown as it is: a value from the data, or what the server wrote in the shop's language.
  '{text}': '{text}',
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
  'Enter a number of units.': 'Saisissez un nombre d’articles.',
  'The threshold could not be saved. Nothing was changed; try again.':
    'Le seuil n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  'The order could not be placed. Nothing was saved; try again.':
    'La commande n’a pas pu être passée. Rien n’a été enregistré ; réessayez.',
  'The stock could not be saved. Nothing was changed; try again.':
    'Le stock n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  'The customer could not be looked up. Enter their name instead.':
    'Le client n’a pas pu être cherché. Saisissez plutôt son nom.',
  // The stock form's checks and outcomes.
  'The product': 'Le produit',
  '{variant}: {problem}': '{variant} : {problem}',
  'Low-stock alert: {problem}': 'Alerte de stock bas : {problem}',
  'Enter a count for at least one variant. A variant left blank sells without counting.':
    'Saisissez le stock d’au moins une variante. Une variante laissée vide se vend sans compter.',
  'Stock saved for {title}': 'Stock enregistré pour {title}',
  '{title} is sold out: /boutique shows "Épuisé" within a minute':
    '{title} est épuisé : /boutique affiche « Épuisé » d’ici une minute',
  'Low-stock alert now at {count} units or fewer': 'Alerte de stock bas désormais à {count} articles ou moins',
  'Shop-wide alert at (units)': 'Alerte pour toute la boutique à (articles)',
  'sold out': 'épuisé',
  '{count} left': 'reste {count}',
  '(alert at {count})': '(alerte à {count})',
  'The {count} lowest are shown.': 'Les {count} plus bas sont affichés.',
  'The shop-wide threshold could not be loaded.': 'Le seuil de la boutique n’a pas pu être chargé.',
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
  'Zone {name} saved': 'Zone {name} enregistrée',
  'Zone {name} added': 'Zone {name} ajoutée',
  'No delivery zone yet: add the first above.': 'Aucune zone de livraison : ajoutez la première ci-dessus.',
  'The zone could not be saved. Nothing was changed; try again.':
    'La zone n’a pas pu être enregistrée. Rien n’a changé ; réessayez.',
  'Customers choose their zone in the cart; the fee is added to the order by the server. A zone below its minimum order cannot be ordered.':
    'Les clients choisissent leur zone dans le panier ; le serveur ajoute les frais à la commande. Une commande sous le minimum de sa zone est refusée.',
  'Give the zone a name.': 'Donnez un nom à la zone.',
  'A zone name has at most {count} characters.': 'Un nom de zone a au plus {count} caractères.',
  'There is already a zone named {name}.': 'Une zone s’appelle déjà {name}.',
  'The fee is a whole number of F CFA, from 0 to {max}.': 'Les frais sont un nombre entier de F CFA, de 0 à {max}.',
  'The minimum order is a whole number of F CFA (0 for none).':
    'Le minimum de commande est un nombre entier de F CFA (0 pour aucun).',
  'Enter a whole number from 0 to {max}.': 'Saisissez un nombre entier de 0 à {max}.',
  'Someone else changed this zone since you opened it: it shows as saved now. Nothing was saved; edit it again.':
    'Quelqu’un d’autre a modifié cette zone depuis son ouverture : elle s’affiche telle qu’enregistrée. Rien n’a été enregistré ; modifiez-la de nouveau.',
  // Lists.
  'Try again': 'Réessayer',
  'Trying again…': 'Nouvel essai…',
  'Loading orders…': 'Chargement des commandes…',
  'Loading order…': 'Chargement de la commande…',
  'Loading product…': 'Chargement du produit…',
  'Loading stock…': 'Chargement du stock…',
  'Loading low stock…': 'Chargement du stock bas…',
  'Loading delivery zones…': 'Chargement des zones de livraison…',
  'Loading delivery sheet…': 'Chargement de la feuille de livraison…',
  'Failed to load delivery zones': 'Impossible de charger les zones de livraison',
  'Failed to load delivery sheet': 'Impossible de charger la feuille de livraison',
  'Failed to load orders': 'Impossible de charger les commandes',
  'Failed to load order': 'Impossible de charger la commande',
  'Failed to load sales': 'Impossible de charger les ventes',
  'Failed to load customer names': 'Impossible de charger les noms des clients',
  'Live updates stopped: new orders will not appear':
    'Mises à jour en direct arrêtées : les nouvelles commandes n’apparaîtront pas',
  'Failed to load the stock': 'Impossible de charger le stock',
  'Failed to load the low stock': 'Impossible de charger le stock bas',
  // Orders.
  'Filter orders': 'Filtrer les commandes',
  Status: 'Statut',
  'Orders to act on': 'Commandes à traiter',
  'All, rejected included': 'Toutes, refusées comprises',
  'Zone in their profile': 'Zone de sa fiche',
  'Holds {units} units until {time} ({left} left): confirm the order to keep them.':
    'Réserve {units} articles jusqu’au {time} (encore {left}) : confirmez la commande pour les garder.',
  'Its hold has ended: the server cancels it within 10 minutes and puts its units back on sale, unless you confirm it now.':
    'Sa réservation a pris fin : le serveur l’annule d’ici 10 minutes et remet ses articles en vente, sauf si vous la confirmez maintenant.',
  // Unconfirmed orders on the dashboard, and the shop's holds.
  'Unconfirmed orders': 'Commandes non confirmées',
  'Loading orders about to lapse…': 'Chargement des commandes bientôt annulées…',
  'Failed to load the orders about to lapse': 'Impossible de charger les commandes bientôt annulées',
  'No unconfirmed order holds units.': 'Aucune commande non confirmée ne réserve d’articles.',
  '{units} units': '{units} articles',
  '{left} left': 'encore {left}',
  'lapsing now': 'annulation imminente',
  'The {count} first to lapse are shown.': 'Les {count} premières à expirer sont affichées.',
  'Hold unconfirmed orders for (minutes)': 'Réserver les commandes non confirmées pendant (minutes)',
  'Units of one variant a customer may hold': 'Articles d’une même variante qu’un client peut réserver',
  'Units a customer may hold in all': 'Articles qu’un client peut réserver en tout',
  'Share of a variant customers with no delivered order may hold together (%)':
    'Part d’une variante que les clients sans commande livrée peuvent réserver ensemble (%)',
  'Enter whole numbers: a hold of 1 minute to 7 days, at least 1 unit, and a share of 1 to 100 %.':
    'Saisissez des nombres entiers : une réservation de 1 minute à 7 jours, au moins 1 article, et une part de 1 à 100 %.',
  'Save holds': 'Enregistrer les réservations',
  'Order holds saved': 'Réservations enregistrées',
  'The order holds could not be saved. Nothing was changed; try again.':
    'Les réservations n’ont pas pu être enregistrées. Rien n’a changé ; réessayez.',
  'The order holds could not be loaded.': 'Les réservations n’ont pas pu être chargées.',
  'All zones': 'Toutes les zones',
  'Zones could not be loaded': 'Les zones n’ont pas pu être chargées',
  From: 'Du',
  To: 'Au',
  'Delivery sheet for': 'Feuille de livraison pour',
  Date: 'Date',
  Notifications: 'Notifications',
  'Close the notification': 'Fermer la notification',
  '{hour}:00': '{hour} h',
  Total: 'Total',
  Customer: 'Client',
  Items: 'Articles',
  'Delivery address': 'Adresse de livraison',
  delivery: 'livraison',
  Payment: 'Paiement',
  History: 'Historique',
  'Paid:': 'Payé :',
  Cash: 'Espèces',
  'Mobile Money': 'Mobile Money',
  reference: 'référence',
  recorded: 'enregistré',
  'Not paid yet: the customer pays on delivery.': 'Pas encore payé : le client paie à la livraison.',
  'Record the payment': 'Enregistrer le paiement',
  'Paid by': 'Payé par',
  Reference: 'Référence',
  'Record payment': 'Enregistrer le paiement',
  'Receipt (print or PDF)': 'Reçu (imprimer ou PDF)',
  'Recorded before:': 'Enregistré avant :',
  'Earlier payments': 'Paiements précédents',
  'The earlier payments could not be loaded.': 'Les paiements précédents n’ont pas pu être chargés.',
  'This order was not accepted: it has no receipt.': 'Cette commande n’a pas été acceptée : elle n’a pas de reçu.',
  'Payment recorded: {method}': 'Paiement enregistré : {method}',
  'Enter the Mobile Money reference from the operator’s SMS.': 'Saisissez la référence Mobile Money du SMS de l’opérateur.',
  'The payment could not be recorded. Nothing was changed; try again.':
    'Le paiement n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  'This Mobile Money reference is already recorded on order {order}: a reference pays one order. Nothing was changed.':
    'Cette référence Mobile Money est déjà enregistrée sur la commande {order} : une référence paie une seule commande. Rien n’a changé.',
  'Choose the sheet': 'Choisir la feuille',
  'Choose a zone': 'Choisir une zone',
  Day: 'Jour',
  Print: 'Imprimer',
  'Choose a zone to see its orders.': 'Choisissez une zone pour voir ses commandes.',
  'No order to deliver in this zone that day.': 'Aucune commande à livrer dans cette zone ce jour-là.',
  Order: 'Commande',
  Address: 'Adresse',
  'To collect': 'À encaisser',
  // Order statuses and moves.
  'Being priced': 'En cours de tarification',
  New: 'Nouvelle',
  Confirmed: 'Confirmée',
  'Out for delivery': 'En livraison',
  'Delivery failed': 'Échec de livraison',
  Delivered: 'Livrée',
  Cancelled: 'Annulée',
  Rejected: 'Refusée',
  'Confirm order': 'Confirmer la commande',
  'Send out for delivery': 'Mettre en livraison',
  'Delivery failed…': 'Échec de livraison…',
  'Mark as delivered': 'Marquer livrée',
  'Cancel order…': 'Annuler la commande…',
  'Delivery of order {id} failed?': 'La livraison de la commande {id} a échoué ?',
  'Record the failed delivery': 'Enregistrer l’échec',
  'The order can go out again or be cancelled afterwards. The customer is not told: send them a message.':
    'La commande pourra repartir en livraison ou être annulée ensuite. Le client n’est pas prévenu : envoyez-lui un message.',
  'Why did the delivery fail?': 'Pourquoi la livraison a-t-elle échoué ?',
  'Choose a reason': 'Choisissez une raison',
  'Customer absent': 'Client absent',
  'Refused at the door': 'Refusée à la porte',
  'Customer unreachable by phone': 'Client injoignable au téléphone',
  'Address not found': 'Adresse introuvable',
  'Other (say what in the note)': 'Autre (précisez dans la note)',
  'Note (optional unless “Other”)': 'Note (facultative sauf pour « Autre »)',
  'Choose why the delivery failed.': 'Choisissez pourquoi la livraison a échoué.',
  'Say in the note what happened.': 'Dites dans la note ce qui s’est passé.',
  'Delivery failed: {reason}': 'Échec de livraison : {reason}',
  // Delivery runs.
  'Delivery run': 'Tournée de livraison',
  'Choose the rider': 'Choisissez le livreur',
  'Loading riders…': 'Chargement des livreurs…',
  'Failed to load riders': 'Impossible de charger les livreurs',
  'The riders could not be loaded.': 'Les livreurs n’ont pas pu être chargés.',
  'Day of the run': 'Jour de la tournée',
  'Place in the run': 'Place dans la tournée',
  'Put in the run': 'Mettre dans la tournée',
  'Take out of the run': 'Retirer de la tournée',
  'In no delivery run.': 'Dans aucune tournée de livraison.',
  'In the run of {rider} on {day}, place {place}': 'Dans la tournée de {rider} le {day}, place {place}',
  'Choose the rider.': 'Choisissez le livreur.',
  'Choose the day of the run.': 'Choisissez le jour de la tournée.',
  'The place in the run is a whole number from 1 to 200.': 'La place dans la tournée est un nombre entier de 1 à 200.',
  'The run could not be saved. Nothing was changed; try again.':
    'La tournée n’a pas pu être enregistrée. Rien n’a changé ; réessayez.',
  'Order {id} is in the run of {rider}': 'La commande {id} est dans la tournée de {rider}',
  'Order {id} is in no run now': 'La commande {id} n’est plus dans une tournée',
  'My run': 'Ma tournée',
  'Runs not finished': 'Tournées non terminées',
  'Failed to load unfinished runs': 'Impossible de charger les tournées non terminées',
  'Put them in the run of today ({count})': 'Les mettre dans la tournée du jour ({count})',
  '{count} stops put in the run of today of {rider}': {
    one: '{count} arrêt mis dans la tournée du jour de {rider}',
    other: '{count} arrêts mis dans la tournée du jour de {rider}',
  },
  'The stops could not be moved. Nothing was changed; try again.':
    'Les arrêts n’ont pas pu être déplacés. Rien n’a changé ; réessayez.',
  'Give these orders to a rider': 'Confier ces commandes à un livreur',
  'Put the {count} orders in the run, in this order': {
    one: 'Mettre {count} commande dans la tournée',
    other: 'Mettre les {count} commandes dans la tournée, dans cet ordre',
  },
  '{count} orders in the run of {rider}': {
    one: '{count} commande dans la tournée de {rider}',
    other: '{count} commandes dans la tournée de {rider}',
  },
  '{day}: {count} stops, {amount} to collect': {
    one: '{day} : {count} arrêt, {amount} à encaisser',
    other: '{day} : {count} arrêts, {amount} à encaisser',
  },
  Refresh: 'Actualiser',
  'Loading delivery run…': 'Chargement de la tournée…',
  'Failed to load delivery run': 'Impossible de charger la tournée',
  'No delivery for you today.': 'Aucune livraison pour vous aujourd’hui.',
  'To collect: {amount}': 'À encaisser : {amount}',
  'Paid: nothing to collect': 'Payée : rien à encaisser',
  Call: 'Appeler',
  WhatsApp: 'WhatsApp',
  'Delivered, {amount} cash collected': 'Livrée, {amount} encaissés en espèces',
  'Delivered, paid otherwise': 'Livrée, payée autrement',
  'This order was changed meanwhile: the run is shown again.':
    'Cette commande a changé entre-temps : la tournée est affichée de nouveau.',
  'Nothing was saved: check the network and try again.': 'Rien n’a été enregistré : vérifiez le réseau et réessayez.',
  'The cash is recorded, the delivery is not: tap “Mark as delivered” again.':
    'Les espèces sont enregistrées, la livraison non : touchez de nouveau « Marquer livrée ».',
  // A phone order.
  'An order given by phone: the server prices it like an order from the app, and records that you took it.':
    'Une commande passée par téléphone : le serveur la tarifie comme une commande de l’application et note que vous l’avez prise.',
  Phone: 'Téléphone',
  'Find customer': 'Trouver le client',
  'Looking…': 'Recherche…',
  Name: 'Nom',
  'No account has this number: the order is for the name entered.': 'Aucun compte n’a ce numéro : la commande est au nom saisi.',
  'Accounts with this number': 'Comptes avec ce numéro',
  'No account has this number yet.': 'Aucun compte n’a encore ce numéro.',
  'This order is kept on the phone number: no account sees it.':
    'Cette commande est gardée sur le numéro : aucun compte ne la voit.',
  'Find accounts with this number': 'Chercher les comptes avec ce numéro',
  'The accounts could not be looked up. Try again.': 'Les comptes n’ont pas pu être cherchés. Réessayez.',
  'Give every order of {phone} to the account of {name}? They will see them in the app.':
    'Donner toutes les commandes du {phone} au compte de {name} ? Ce compte les verra dans l’application.',
  '{count} orders linked to {name}': { one: '{count} commande liée à {name}', other: '{count} commandes liées à {name}' },
  'The orders could not be linked. Nothing was changed; try again.':
    'Les commandes n’ont pas pu être liées. Rien n’a changé ; réessayez.',
  'Give this number’s orders to {name}': 'Donner les commandes de ce numéro à {name}',
  '(no name)': '(sans nom)',
  'no email': 'sans e-mail',
  'email verified': 'e-mail vérifié',
  'email not verified': 'e-mail non vérifié',
  'account made {date}': 'compte créé le {date}',
  '{count} orders so far': { one: '{count} commande à ce jour', other: '{count} commandes à ce jour' },
  'The order goes to the account of {name}.': 'La commande ira au compte de {name}.',
  'No account is proven at this number: the order stays on the number, and no account sees it. Enter the name.':
    'Aucun compte n’est prouvé pour ce numéro : la commande reste sur le numéro, et aucun compte ne la voit. Saisissez le nom.',
  'Ask the caller before giving the order to an account: until you do, it stays on the number.':
    'Vérifiez auprès de l’appelant avant de donner la commande à un compte : d’ici là, elle reste sur le numéro.',
  'The order is for {name}': 'La commande est pour {name}',
  'received and paid an order at this number': 'a reçu et payé une commande à ce numéro',
  'not proven at this number': 'non prouvé pour ce numéro',
  'Order {label} placed, kept on the phone number: the account is no longer the one trusted with it.':
    'Commande {label} passée, gardée sur le numéro : ce compte n’est plus celui qu’on peut lier au numéro.',
  'Order lines': 'Lignes de la commande',
  'Delivery and total': 'Livraison et total',
  Delivery: 'Livraison',
  'No zone': 'Sans zone',
  'Campaign code (optional)': 'Code de campagne (facultatif)',
  'Place order': 'Passer la commande',
  'Placing…': 'Envoi…',
  'Choose…': 'Choisir…',
  Size: 'Taille',
  Colour: 'Couleur',
  Quantity: 'Quantité',
  Remove: 'Retirer',
  'Find a product': 'Trouver un produit',
  Product: 'Produit',
  'A word of its name': 'Un mot de son nom',
  Find: 'Trouver',
  'Searching…': 'Recherche…',
  Add: 'Ajouter',
  'Products found': 'Produits trouvés',
  // The orders list.
  Sales: 'Ventes',
  Today: 'Aujourd’hui',
  'This week': 'Cette semaine',
  '{count} orders': { one: '{count} commande', other: '{count} commandes' },
  '{count} shown': '{count} affichées',
  '{shown} of {count} shown': '{shown} sur {count} affichées',
  'No orders yet.': 'Aucune commande pour l’instant.',
  'No order matches these filters.': 'Aucune commande ne correspond à ces filtres.',
  'Orders, newest first': 'Commandes, les plus récentes d’abord',
  'More orders': 'Plus de commandes',
  'Loading more orders…': 'Chargement d’autres commandes…',
  'Failed to load more orders': 'Impossible de charger d’autres commandes',
  'Find an order by its number': 'Trouver une commande par son numéro',
  'Order number': 'Numéro de commande',
  Open: 'Ouvrir',
  'Finding…': 'Recherche…',
  'Type an order number, such as K-000123 or 123.': 'Saisissez un numéro de commande, comme K-000123 ou 123.',
  'No order {number}.': 'Aucune commande {number}.',
  'The order could not be looked up. Try again.': 'La commande n’a pas pu être recherchée. Réessayez.',
  Campaign: 'Campagne',
  // One order.
  'Order {id}': 'Commande {id}',
  'All orders': 'Toutes les commandes',
  'No order {id}: it may be still being priced, or it does not exist.':
    'Aucune commande {id} : elle est peut-être encore en cours de tarification, ou n’existe pas.',
  'Live updates stopped: changes by others will not appear':
    'Mises à jour en direct arrêtées : les modifications des autres n’apparaîtront pas',
  placed: 'passée le',
  'Rejected: {reason}': 'Refusée : {reason}',
  'Reason: {reason}': 'Motif : {reason}',
  'Items of order {id}': 'Articles de la commande {id}',
  'Unit price': 'Prix unitaire',
  'Line total': 'Total de la ligne',
  'Message on WhatsApp': 'Écrire sur WhatsApp',
  '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  someone: 'quelqu’un',
  'Loading history…': 'Chargement de l’historique…',
  'Failed to load the history': 'Impossible de charger l’historique',
  // Moving an order.
  'Order {id}: {status}': 'Commande {id} : {status}',
  'Someone else changed this order: it is now {status}. Nothing was saved.':
    'Quelqu’un d’autre a modifié cette commande : elle est maintenant « {status} ». Rien n’a été enregistré.',
  'The status could not be changed. Nothing was saved; try again.':
    'Le statut n’a pas pu être changé. Rien n’a été enregistré ; réessayez.',
  'This order is {status}: nothing more to do.': 'Cette commande est {status} : plus rien à faire.',
  'Cancel order {id}?': 'Annuler la commande {id} ?',
  'Mark order {id} as delivered?': 'Marquer la commande {id} comme livrée ?',
  'This cannot be undone. The customer is not told: send them a message.':
    'C’est définitif. Le client n’est pas prévenu : envoyez-lui un message.',
  'Someone else changed this order meanwhile: it is now {status}.':
    'Quelqu’un d’autre a modifié cette commande entre-temps : elle est maintenant « {status} ».',
  'Reason for cancelling': 'Motif de l’annulation',
  'Say why the order is cancelled: the history keeps it.': 'Dites pourquoi la commande est annulée : l’historique le garde.',
  'Cancel the order': 'Annuler la commande',
  'Keep the order': 'Garder la commande',
  Back: 'Retour',
  // The login page, the gate, the roles and a page's error: what a signed-out visit shows.
  'Too many failed attempts: sign-in is paused for this account. Try again in a few minutes.':
    'Trop d’essais manqués : la connexion de ce compte est suspendue. Réessayez dans quelques minutes.',
  'Staff login': 'Connexion de l’équipe',
  Email: 'E-mail',
  Password: 'Mot de passe',
  'Signing in…': 'Connexion…',
  Login: 'Se connecter',
  'Store — {brand}': 'Boutique — {brand}',
  Store: 'Boutique',
  'Logged out after 12 hours without activity. Log in again.': 'Déconnecté après 12 heures sans activité. Reconnectez-vous.',
  'Logged out after 12 hours without activity. What was not sent stays on this device and goes once you log in again.':
    'Déconnecté après 12 heures sans activité. Ce qui n’a pas été envoyé reste sur cet appareil et partira une fois reconnecté.',
  'Failed to log out': 'Impossible de se déconnecter',
  'Go to the login page': 'Aller à la page de connexion',
  'Log in': 'Se connecter',
  "Can't reach the server": 'Le serveur est injoignable',
  'Go to the store': 'Aller à la boutique',
  Owner: 'Propriétaire',
  Manager: 'Gérant',
  Seller: 'Vendeur',
  Rider: 'Livreur',
  'Read only': 'Lecture',
  "Everything, the team and the shop's settings included.": 'Tout, y compris l’équipe et les réglages de la boutique.',
  "Everything but the team and the shop's settings.": 'Tout, sauf l’équipe et les réglages de la boutique.',
  'Products, stock, orders and phone orders; no sales figures.':
    'Produits, stock, commandes et commandes par téléphone ; pas les chiffres de ventes.',
  'Only their own deliveries of the day.': 'Seulement ses propres livraisons du jour.',
  'Reads orders, products and figures; changes nothing.': 'Lit les commandes, les produits et les chiffres ; ne change rien.',
  'Not open to your role': 'Page fermée à votre rôle',
  'Your role, {role}, cannot open this page. Ask the owner of the shop if you need it.':
    'Votre rôle, {role}, ne permet pas d’ouvrir cette page. Demandez-la au propriétaire de la boutique si vous en avez besoin.',
  'This page could not be shown': 'Cette page n’a pas pu s’afficher',
  'Something went wrong and was logged. Try again; if it happens again, reload the page.':
    'Une erreur s’est produite et a été enregistrée. Réessayez ; si elle revient, rechargez la page.',
  'Reload the page': 'Recharger la page',
  'This part of the page could not load: it needs the network once.':
    'Cette partie de la page n’a pas pu se charger : elle a besoin du réseau une première fois.',
  'Export CSV': 'Exporter en CSV',
  // Notices the login page shows after a removal, read back from another tab or a reload (noticeFrom).
  'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.': {
    one: 'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée. {count} action non envoyée a été abandonnée.',
    other:
      'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée. {count} actions non envoyées ont été abandonnées.',
  },
  'Your staff access was removed: this device’s copy of the shop’s data was erased.':
    'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée.',
  // The frame's links to the pages that have a pack of their own.
  'Cash in hand': 'Espèces en main',
  Returns: 'Retours',
  Reports: 'Rapports',
  Customers: 'Clients',
  Health: 'Santé',
  // What the functions refuse with, in the console's words: known by isStaffTextId whichever pages loaded.
  'The day could not be closed. Nothing was changed; try again.':
    'La journée n’a pas pu être clôturée. Rien n’a changé ; réessayez.',
  'The adjustment could not be recorded. Nothing was changed; try again.':
    'L’ajustement n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  'The cash could not be recorded. Nothing was changed; try again.':
    'Les espèces n’ont pas pu être enregistrées. Rien n’a changé ; réessayez.',
  'The zone could not be set. Nothing was changed; try again.': 'La zone n’a pas pu être précisée. Rien n’a changé ; réessayez.',
  'There is no such order.': 'Cette commande n’existe pas.',
  'This cash was counted in a day’s close: correct it by an adjustment of that close. Nothing was changed.':
    'Ces espèces ont été comptées dans la clôture d’un jour : corrigez-les par un ajustement de cette clôture. Rien n’a changé.',
  'A refund was made on this order by the payment recorded: it is not corrected any more. Nothing was changed.':
    'Un remboursement a été fait sur cette commande selon le paiement enregistré : il ne se corrige plus. Rien n’a changé.',
  'This is the payment recorded already: nothing to correct.': 'C’est déjà le paiement enregistré : rien à corriger.',
  'The correction could not be recorded. Nothing was changed; try again.':
    'La correction n’a pas pu être enregistrée. Rien n’a changé ; réessayez.',
  'Only JPEG, PNG or WebP images are accepted.': 'Seules les images JPEG, PNG ou WebP sont acceptées.',
  'The return could not be recorded. Nothing was changed; try again.':
    'Le retour n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  'There is no such return.': 'Ce retour n’existe pas.',
  'Nothing was paid on this order: there is nothing to refund.':
    'Rien n’a été payé sur cette commande : il n’y a rien à rembourser.',
  'The refund could not be recorded. Nothing was changed; try again.':
    'Le remboursement n’a pas pu être enregistré. Rien n’a changé ; réessayez.',
  // The refusals every staff callable may answer (the contract's staffCallRefusals).
  'Sign in as staff to do this.': 'Connectez-vous avec un compte de l’équipe pour faire cela.',
  'Only staff may do this.': 'Seule l’équipe peut faire cela.',
  'Your staff standing could not be checked. Nothing was done; try again.':
    'Votre accès à l’équipe n’a pas pu être vérifié. Rien n’a été fait ; réessayez.',
} satisfies Readonly<Record<string, TextForms>>;

/**
 * Every French text's id, the core's and every pack's: the compiler sees all of them, so a text
 * without its French does not compile. The packs are imported as types only, so nothing of them
 * loads with this file.
 */
export type FrenchTextId =
  | keyof typeof frenchCoreText
  | keyof typeof frenchProductText
  | keyof typeof frenchPeopleText
  | keyof typeof frenchOperationsText
  | keyof typeof frenchCashText
  | keyof typeof frenchReturnsText
  | keyof typeof frenchReportsText
  | keyof typeof frenchCustomersText
  | keyof typeof frenchOfflineText
  | keyof typeof frenchPaymentsText
  | keyof typeof frenchOrdersText;

/** The French texts loaded so far: the core, then each pack as the first module that uses it runs. */
const loaded = new Map<string, TextForms>(Object.entries(frenchCoreText));

/**
 * Adds a pack's texts to those loaded. Each pack calls it as it loads, so a module that uses a pack's
 * texts imports the pack (`import '…/staff-text-fr-cash'`), and its texts are there before its code
 * runs (staff-text-packs.test.ts checks every file that uses one).
 */
export function registerFrenchTexts(pack: Readonly<Record<string, TextForms>>): void {
  for (const [id, forms] of Object.entries(pack)) loaded.set(id, forms);
}

/** A text's French, if the core or a pack loaded so far has it. */
export const loadedFrenchText = (id: string): TextForms | undefined => loaded.get(id);
