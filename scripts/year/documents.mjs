/**
 * A year of a real shop's data, made the same every time for the same sizes and day: products with
 * sizes and colours, shop users, orders over 365 days in every status, feedback, posts, referral
 * campaigns and their counters. Pure: `npm run seed:year` (scripts/seed-year.mjs) writes what this makes.
 */

import { orderTotal } from '../lib/contract.mjs';
import { orderCash } from './cash.mjs';
import { randomFrom } from './random.mjs';

/** The sizes `npm run seed:year` loads unless told smaller. */
export const defaultSizes = {
  orders: 100_000,
  users: 50_000,
  products: 5_000,
  feedback: 200_000,
  posts: 20_000,
  campaigns: 300,
  campaignDays: 90,
};

const day = 86_400_000;

const pick = (random, list) => list[Math.floor(random() * list.length)];
const pad = (number, width) => String(number).padStart(width, '0');

const firstNames = [
  'Awa',
  'Moussa',
  'Fatouma',
  'Ibrahim',
  'Aïcha',
  'Issa',
  'Mariama',
  'Abdou',
  'Zeinab',
  'Oumarou',
  'Hadiza',
  'Souley',
  'Rakia',
  'Hamani',
  'Salamatou',
  'Élhadj',
];
const lastNames = [
  'Hamidou',
  'Garba',
  'Ali',
  'Issoufou',
  'Diallo',
  'Maïga',
  'Abdou',
  'Boubacar',
  'Souley',
  'Yacouba',
  'Mahamadou',
  'Idrissa',
];
const zones = ['Grand Marché', 'Petit Marché', 'Wadata', 'Lazaret', 'Plateau', 'Yantala', 'Koira Kano', 'Talladjé'];
const categories = ['Vêtements', 'Chaussures', 'Sacs', 'Maison', 'Beauté', 'Électronique'];
const nouns = {
  Vêtements: ['Boubou', 'Pagne', 'T-shirt', 'Robe', 'Chemise', 'Foulard'],
  Chaussures: ['Sandales', 'Babouches', 'Baskets', 'Mocassins'],
  Sacs: ['Sac en cuir', 'Sacoche', 'Panier tressé', 'Pochette'],
  Maison: ['Théière', 'Natte', 'Marmite', 'Lampe', 'Plateau'],
  Beauté: ['Beurre de karité', 'Savon noir', 'Huile de baobab', 'Henné'],
  Électronique: ['Radio', 'Lampe solaire', 'Batterie externe', 'Écouteurs'],
};
const adjectives = [
  'du Sahel',
  'de Niamey',
  'd’Agadez',
  'brodé',
  'tressé',
  'indigo',
  'classique',
  'artisanal',
  'de Zinder',
  'léger',
];
const sizesOf = { Vêtements: ['S', 'M', 'L', 'XL'], Chaussures: ['38', '40', '42', '44'] };
const colours = ['Indigo', 'Blanc', 'Noir', 'Ocre', 'Vert', 'Rouge'];
const feedbackTypes = ['bug', 'suggestion', 'rating'];
const messages = [
  'L’application se ferme au paiement.',
  'Ajoutez la livraison à Dosso.',
  'Très bonne application !',
  'Les photos chargent lentement.',
  'Merci pour la livraison rapide.',
];

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A product's title, from its index alone: every word of it is searchable, and the number makes it unique. */
function productTitle(index) {
  const random = randomFrom(200_000 + index);
  const noun = pick(random, Object.values(nouns).flat());
  return `${noun} ${pick(random, adjectives)} ${index}`;
}

/** The product ids of the year: `year-product-00001`… */
const productId = (index) => `year-product-${pad(index, 5)}`;
const userId = (index) => `year-user-${pad(index, 6)}`;
/** A shop user's name, from their index alone, so that their orders carry it as placeOrder writes it. */
function userName(index) {
  const random = randomFrom(300_000 + index);
  return `${pick(random, firstNames)} ${pick(random, lastNames)}`;
}

/**
 * Products. `images` are the seed's own pictures, by turns (the year's products need real URLs of
 * the blob store, not pictures of their own): [{ images, thumbnails }].
 */
/** A product's price, from its index alone, so that orders can price their lines without the catalogue. */
const productPrice = (index) => 500 * (1 + Math.floor(randomFrom(100_000 + index)() * 200));

export function* products(count, pictures, now) {
  const random = randomFrom(1);
  for (let index = 0; index < count; index += 1) {
    const category = pick(random, categories);
    const time = now - Math.floor(random() * 365 * day);
    const picture = pictures[index % pictures.length];
    yield {
      id: productId(index),
      data: {
        title: productTitle(index),
        price: productPrice(index),
        images: picture.images,
        thumbnails: picture.thumbnails,
        category,
        sizes: sizesOf[category] ?? [],
        colors: category === 'Électronique' ? [] : [...new Set([pick(random, colours), pick(random, colours)])],
        description: `${category} choisi à Niamey, livré en 24 à 48 heures. Article ${index}.`,
        time: new Date(time),
        date: shortDate.format(time),
        version: 1,
      },
    };
  }
}

export function* shopUsers(count, now) {
  const random = randomFrom(2);
  for (let index = 0; index < count; index += 1) {
    const digits = pad(90_000_000 + index, 8);
    yield {
      id: userId(index),
      data: {
        name: userName(index),
        phone: `+227 ${digits.match(/\d{2}/g).join(' ')}`,
        zone: pick(random, zones),
        createdAt: new Date(now - Math.floor(random() * 400 * day)),
      },
    };
  }
}

/** The status of an order placed `age` ms ago: recent ones wait for staff, old ones are done. */
function statusOf(random, age) {
  const roll = random();
  if (age < day) return roll < 0.7 ? 'new' : roll < 0.95 ? 'confirmed' : 'cancelled';
  if (age < 3 * day) return roll < 0.1 ? 'new' : roll < 0.5 ? 'confirmed' : roll < 0.9 ? 'delivered' : 'cancelled';
  return roll < 0.85 ? 'delivered' : roll < 0.96 ? 'cancelled' : roll < 0.98 ? 'rejected' : 'confirmed';
}

/**
 * Orders spread over the 365 days before `now`, newest first, priced from the year's products; a
 * delivered one with its payment, run and cash as `staff` (the seeded rider, seller and manager) left
 * them (cash.mjs).
 */
export function* orders(count, { products: productCount, users: userCount }, now, staff) {
  const random = randomFrom(3);
  const productRandom = randomFrom(4);
  // Zones and channels from a generator of their own: the orders' other fields stay as they were.
  const shopRandom = randomFrom(11);
  for (let index = 0; index < count; index += 1) {
    const age = Math.floor(((index + random()) / count) * 365 * day);
    const status = statusOf(random, age);
    const lines = 1 + Math.floor(random() * 3);
    const items = [];
    for (let line = 0; line < lines; line += 1) {
      const product = Math.floor(productRandom() * productCount);
      items.push({
        productId: productId(product),
        title: productTitle(product),
        price: productPrice(product),
        quantity: 1 + Math.floor(random() * 3),
      });
    }
    const user = Math.floor(random() * userCount);
    const createdAt = new Date(now - age);
    const zone = Math.floor(shopRandom() * zones.length);
    const deliveryFee = 500 * (1 + (zone % 3));
    const channel = shopRandom();
    const takenByStaff = staff && channel < 0.35;
    yield {
      id: `year-order-${pad(index, 6)}`,
      data: {
        userId: userId(user),
        items,
        total: orderTotal(items, deliveryFee),
        status,
        phone: `+227 ${pad(90_000_000 + user, 8)
          .match(/\d{2}/g)
          .join(' ')}`,
        customerKey: pad(90_000_000 + user, 8),
        deliveryAddress: `${pick(random, zones)}, Niamey`,
        zoneId: `year-zone-${zone}`,
        zoneName: zones[zone],
        deliveryFee,
        ...(takenByStaff && { takenBy: staff.seller, channel: channel < 0.2 ? 'phone' : 'whatsapp' }),
        customerName: userName(user),
        createdAt,
        checkedAt: createdAt,
        ...(status === 'cancelled' && {
          cancelReason: 'Le client ne répond pas.',
          statusChangedAt: new Date(Math.min(createdAt.getTime() + (1 + shopRandom() * 40) * 3_600_000, now - 60_000)),
        }),
        ...(staff && orderCash(index, { status, createdAt, items }, staff, now)),
        ...(status === 'rejected' && { rejection: 'The total is not the sum of the lines.' }),
      },
    };
  }
}

export function* feedback(count, { users: userCount }, now) {
  const random = randomFrom(5);
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(now - Math.floor(((index + random()) / count) * 365 * day));
    yield {
      id: `year-feedback-${pad(index, 6)}`,
      data: {
        userId: userId(Math.floor(random() * userCount)),
        feedbackType: pick(random, feedbackTypes),
        message: pick(random, messages),
        createdAt,
        listedAt: createdAt,
      },
    };
  }
}

export function* posts(count, { users: userCount, products: productCount }, now) {
  const random = randomFrom(6);
  for (let index = 0; index < count; index += 1) {
    const author = Math.floor(random() * userCount);
    yield {
      id: `year-post-${pad(index, 6)}`,
      data: {
        authorId: userId(author),
        authorName: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
        text: 'Regardez ce que j’ai reçu aujourd’hui !',
        productId: productId(Math.floor(random() * productCount)),
        createdAt: new Date(now - Math.floor(((index + random()) / count) * 365 * day)),
      },
    };
  }
}

/** Campaigns, registered by `staffUid` over the last months. */
export function* campaigns(count, staffUid, now) {
  for (let index = 0; index < count; index += 1) {
    const code = `campagne-${pad(index, 3)}`;
    yield {
      id: code,
      data: {
        code,
        label: `Affiche ${index} (${zones[index % zones.length]})`,
        createdBy: staffUid,
        createdAt: new Date(now - 120 * day),
      },
    };
  }
}

/**
 * Referral counters of each campaign over `days` Niamey days up to `today` ('YYYY-MM-DD'), as
 * trackReferral writes them: a day's hits spread over a few of its 500 shards, uniques at most hits.
 */
export function* referralShards(count, days, today) {
  const random = randomFrom(7);
  const todayNoon = Date.parse(`${today}T12:00:00Z`);
  for (let index = 0; index < count; index += 1) {
    const code = `campagne-${pad(index, 3)}`;
    const popularity = random() * 40;
    for (let back = 0; back < days; back += 1) {
      const shopDay = new Date(todayNoon - back * day).toISOString().slice(0, 10);
      const hits = Math.floor(random() * popularity);
      const shards = Math.min(hits, 1 + Math.floor(random() * 4));
      for (let shard = 0; shard < shards; shard += 1) {
        const count = Math.floor(hits / shards) + (shard < hits % shards ? 1 : 0);
        yield {
          id: `${code}.${shopDay}.${pad((shard * 97) % 500, 3)}`,
          data: { code, day: shopDay, count, uniques: Math.ceil(count * 0.7) },
        };
      }
    }
  }
}
