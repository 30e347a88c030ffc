import accounts from './accounts.json' with { type: 'json' };

const { verifiedCustomer, unverifiedCustomer, admin } = accounts;

/** Shoppers' details in zzstoreUsers, keyed by uid. */
export const shopUsers = [
  { uid: verifiedCustomer.uid, name: 'Awa Hamidou', phone: '+227 96 11 22 33', email: verifiedCustomer.email, zone: 'Plateau' },
  { uid: unverifiedCustomer.uid, name: 'Moussa Garba', phone: '+227 97 44 55 66', zone: 'Lazaret' },
  { uid: 'seed-shopper-3', name: 'Fatouma Ali', phone: '+227 98 77 88 99', zone: 'Wadata' },
];

/**
 * Orders reference seeded products by id; totals are computed from the items. Moussa's email is not
 * verified, so he has neither orders nor posts: both need a verified email. Each was placed through
 * placeOrder `hoursAgo` before the seed's clock, in the order of its id, so its number is its id's
 * (numbers 1001 on: the shop's earlier orders are not seeded). An order past `new` was moved there by
 * the seeded owner 3 hours after it was placed (then 3 hours more for each further move), each move
 * recorded (order-documents.mjs). `paid`: a payment the seller recorded `hoursAfter` it was placed.
 */
export const orders = [
  {
    id: 'order-1001',
    userId: verifiedCustomer.uid,
    status: 'delivered',
    hoursAgo: 20 * 24 + 5,
    items: [
      ['boubou-brode-indigo', 1, 'L', 'Indigo'],
      ['theiere-sahel', 2, '1 L', 'Bleu'],
    ],
  },
  {
    id: 'order-1002',
    userId: verifiedCustomer.uid,
    status: 'confirmed',
    hoursAgo: 4 * 24 + 5,
    zone: 'autre-quartier',
    campaign: 'affiche-plateau',
    items: [['baskets-urbaines', 1, '41', 'Blanc et vert']],
  },
  {
    // Paid by Mobile Money before staff confirmed it: the payment stopped its hold's clock.
    id: 'order-1003',
    userId: 'seed-shopper-3',
    status: 'new',
    hoursAgo: 29,
    zone: 'wadata',
    campaign: 'whatsapp-groupes',
    paid: { payment: 'mobile-money', reference: 'MP261114.0912.4417', hoursAfter: 1 },
    items: [
      ['smartphone-android-64', 1, '64 Go', 'Noir'],
      ['casque-bluetooth', 1, undefined, 'Gris anthracite'],
    ],
  },
  {
    id: 'order-1004',
    userId: 'seed-shopper-3',
    status: 'cancelled',
    cancelReason: 'La cliente a changé d’avis avant la livraison',
    hoursAgo: 17,
    items: [['pagne-wax-6-yards', 2, '6 yards', 'Vert et orange']],
  },
  {
    // Placed within the shop's hold time of the seed's clock: it holds its units until then.
    id: 'order-1005',
    userId: 'seed-shopper-3',
    status: 'new',
    hoursAgo: 2,
    zone: 'wadata',
    items: [
      ['beurre-de-karite', 3, '250 ml'],
      ['sac-a-dos-ecolier', 1, '25 L', 'Bleu'],
    ],
  },
];

/** Where the shop delivers (deliveryZones, keyed by id), as the issue named them; fees in whole XOF. */
export const deliveryZones = [
  { id: 'grand-marche', name: 'Grand Marché', fee: 500, minimumOrder: 0 },
  { id: 'petit-marche', name: 'Petit Marché', fee: 500, minimumOrder: 0 },
  { id: 'wadata', name: 'Wadata', fee: 750, minimumOrder: 5_000 },
  { id: 'lazaret', name: 'Lazaret', fee: 1_000, minimumOrder: 10_000 },
  { id: 'autre-quartier', name: 'Autre quartier', fee: 1_500, minimumOrder: 15_000 },
];

/**
 * Stock counted for a few variants (stock, keyed by stockIdOf): one sold out, a few low, one plenty.
 * Products the tests order (theiere-sahel, beurre-de-karite, boubou-brode-indigo, casque-bluetooth) are
 * left uncounted, so their orders never run out.
 */
export const countedStock = [
  { productId: 'tshirt-coton-sahel', size: 'S', color: 'Noir', available: 0 },
  { productId: 'tshirt-coton-sahel', size: 'M', color: 'Sable', available: 3 },
  { productId: 'tshirt-coton-sahel', size: 'L', color: 'Terre cuite', available: 40 },
  { productId: 'smartphone-android-64', size: '64 Go', color: 'Noir', available: 2, lowAt: 3 },
];

export const deliveryAddresses = {
  [verifiedCustomer.uid]: 'Plateau, rue du Musée, près de la pharmacie, Niamey',
  [unverifiedCustomer.uid]: 'Lazaret, après la mosquée, Niamey',
  'seed-shopper-3': 'Wadata, derrière le marché, Niamey',
};

/** The shoppers' feed ({product}Posts), newest first when read. */
export const posts = [
  {
    id: 'post-1',
    authorId: verifiedCustomer.uid,
    authorName: 'Awa H.',
    hoursAgo: 2,
    text: 'Mon boubou est arrivé en deux jours, la broderie est magnifique !',
    productId: 'boubou-brode-indigo',
  },
  {
    id: 'post-2',
    authorId: 'seed-shopper-3',
    authorName: 'Fatouma A.',
    hoursAgo: 9,
    text: 'Quelqu’un a déjà essayé le beurre de karité de Dosso ? Il sent bon ?',
    productId: 'beurre-de-karite',
  },
  {
    id: 'post-3',
    authorId: 'seed-shopper-3',
    authorName: 'Fatouma A.',
    hoursAgo: 30,
    text: 'Livraison à Wadata rapide, merci au livreur très poli.',
  },
  {
    id: 'post-4',
    authorId: admin.uid,
    authorName: 'Équipe Kasuwa',
    hoursAgo: 50,
    text: 'Nouveaux pagnes wax en stock cette semaine, six motifs au choix.',
    productId: 'pagne-wax-6-yards',
  },
  {
    id: 'post-5',
    authorId: verifiedCustomer.uid,
    authorName: 'Awa H.',
    hoursAgo: 75,
    text: 'La théière bleue fait un thé parfait, je recommande.',
    productId: 'theiere-sahel',
  },
  {
    id: 'post-6',
    authorId: 'seed-shopper-3',
    authorName: 'Fatouma A.',
    hoursAgo: 120,
    text: 'Le sac à dos a tenu toute l’année scolaire de mon fils.',
    productId: 'sac-a-dos-ecolier',
  },
];

/** Referral campaigns staff registered (referralCampaigns, keyed by code): their hits are counted apart. */
export const referralCampaigns = [
  { code: 'promo-sms', label: 'SMS de lancement', daysAgo: 45 },
  { code: 'affiche-plateau', label: 'Affiche du marché du Plateau', daysAgo: 20 },
  { code: 'whatsapp-groupes', label: 'Groupes WhatsApp des clientes', daysAgo: 8 },
];
