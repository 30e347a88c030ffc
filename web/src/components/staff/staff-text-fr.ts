import type { TextForms } from './staff-text-en';
import type { PackTextId } from './staff-text-pack-ids';
import { frenchCoreOrdersText } from './staff-text-core-orders';

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
  Menu: 'Menu',
  'Install the app': 'Installer l’application',
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
  'An order has at most {count} lines.': {
    one: 'Une commande a au plus {count} ligne.',
    other: 'Une commande a au plus {count} lignes.',
  },
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
  'Low-stock alert now at {count} units or fewer': {
    one: 'Alerte de stock bas désormais à {count} article ou moins',
    other: 'Alerte de stock bas désormais à {count} articles ou moins',
  },
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
  'A zone name has at most {count} characters.': {
    one: 'Un nom de zone a au plus {count} caractère.',
    other: 'Un nom de zone a au plus {count} caractères.',
  },
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
  ...frenchCoreOrdersText,
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
 * without its French does not compile.
 */
export type FrenchTextId = keyof typeof frenchCoreText | PackTextId;

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
