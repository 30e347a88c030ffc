/** Screenshots of the Android app for the site's gallery and the seeded bug reports. */
import { linear } from './colours.mjs';
import { GREEN, H, W, appBar, bottomNav, button, clip, price, shownProducts, statusBar, text, thumb } from './screen-parts.mjs';

function homeScreen() {
  let s = '';
  const chips = ['Tout', 'Mode', 'Maison', 'Téléphones', 'Beauté'];
  let x = 16;
  chips.forEach((label, i) => {
    const w = label.length * 8.6 + 26;
    s += `<rect x="${x}" y="154" width="${w}" height="32" rx="16" fill="${i === 0 ? GREEN : '#fff'}" stroke="${i === 0 ? GREEN : '#d0d5db'}"/>`;
    s += text(x + w / 2, 175, label, { size: 14, fill: i === 0 ? '#fff' : '#374151', anchor: 'middle' });
    x += w + 8;
  });
  s += `<defs>${linear(
    'promo',
    [
      [0, '#f4a261'],
      [1, '#e76f51'],
    ],
    1,
    0,
  )}</defs><rect x="16" y="198" width="508" height="88" rx="14" fill="url(#promo)"/>`;
  s += text(34, 234, 'Livraison gratuite à Niamey', { size: 18, weight: 'bold', fill: '#fff' });
  s += text(34, 262, 'dès 20 000 F CFA d’achat', { size: 14, fill: '#fff' });
  s +=
    '<circle cx="470" cy="242" r="30" fill="#fff" fill-opacity=".25"/><path d="M452 250h26v-14h8l6 8v6h-40zM456 250v-18h22" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>';
  shownProducts.forEach((item, i) => {
    const cx = 16 + (i % 2) * 262;
    const cy = 300 + Math.floor(i / 2) * 262;
    s += `<rect x="${cx}" y="${cy}" width="246" height="250" rx="12" fill="#fff" stroke="#e3e6ea"/>`;
    s += thumb(item, cx + 8, cy + 8, 230, 156, `h${i}`);
    s += text(cx + 14, cy + 190, clip(item.title, 26), { size: 14, fill: '#1f2328' });
    s += text(cx + 14, cy + 216, price(item.price), { size: 16, weight: 'bold', fill: GREEN });
    s += text(cx + 14, cy + 238, 'Niamey · ★ 4,5', { size: 11, fill: '#6b7280' });
    s += `<circle cx="${cx + 218}" cy="${cy + 30}" r="15" fill="#fff"/><path d="M${cx + 218} ${cy + 38}l-8-8a5 5 0 0 1 8-6a5 5 0 0 1 8 6z" fill="none" stroke="#6b7280" stroke-width="2"/>`;
  });
  return s;
}

/** Words in lines of at most `length` characters. */
function wrap(words, length) {
  const lines = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= length) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function detailScreen() {
  const item = shownProducts[0];
  let s = thumb(item, 0, 144, W, 340, 'd0').replace('rx="10"', 'rx="0"');
  s += [0, 1, 2].map((i) => `<circle cx="${254 + i * 16}" cy="470" r="5" fill="${i === 0 ? GREEN : '#b8c0c8'}"/>`).join('');
  s += text(16, 522, clip(item.title, 44), { size: 19, weight: 'bold' });
  s += text(16, 558, price(item.price), { size: 24, weight: 'bold', fill: GREEN });
  s += text(16, 588, '★★★★★', { size: 15, fill: '#f4a261' }) + text(102, 588, '4,6 (128 avis)', { size: 13, fill: '#6b7280' });
  s += '<rect x="16" y="604" width="508" height="56" rx="10" fill="#f3f6f5"/><circle cx="44" cy="632" r="16" fill="#d5efe4"/>';
  s += text(44, 637, 'A', { size: 14, weight: 'bold', fill: GREEN, anchor: 'middle' });
  s +=
    text(70, 628, 'Vendu par Boutique Aïcha', { size: 14, weight: 'bold' }) +
    text(70, 648, 'Grand Marché, Niamey · répond en 1 h', { size: 12, fill: '#6b7280' });
  s += text(16, 690, 'Taille', { size: 14, weight: 'bold' });
  item.sizes.slice(0, 4).forEach((t, i) => {
    const sel = i === 1;
    s += `<rect x="${16 + i * 66}" y="700" width="56" height="34" rx="8" fill="${sel ? '#d5efe4' : '#fff'}" stroke="${sel ? GREEN : '#d0d5db'}" stroke-width="${sel ? 2 : 1}"/>`;
    s += text(44 + i * 66, 722, t, {
      size: 14,
      anchor: 'middle',
      fill: sel ? GREEN : '#374151',
      weight: sel ? 'bold' : 'normal',
    });
  });
  s += text(300, 690, 'Couleur', { size: 14, weight: 'bold' });
  [item.palette.primary, item.palette.secondary].forEach((col, i) => {
    s += `<circle cx="${317 + i * 40}" cy="717" r="14" fill="${col}" stroke="${i === 0 ? GREEN : '#c9ced4'}" stroke-width="${i === 0 ? 3 : 1}"/>`;
  });
  s += text(16, 770, 'Description', { size: 14, weight: 'bold' });
  s += wrap(item.description, 52)
    .slice(0, 3)
    .map((line, i) => text(16, 794 + i * 20, line, { size: 13, fill: '#4b5563' }))
    .join('');
  s += text(16, 866, 'Livraison à Niamey en 24 à 48 h · 1 000 F CFA', { size: 12, fill: GREEN });
  s += `<rect y="900" width="${W}" height="100" fill="#fff"/><rect y="900" width="${W}" height="1" fill="#e3e6ea"/>`;
  s +=
    '<rect x="16" y="924" width="52" height="48" rx="24" fill="#fff" stroke="#d0d5db"/><path d="M42 958l-11-11a7 7 0 0 1 11-8a7 7 0 0 1 11 8z" fill="none" stroke="#c0392b" stroke-width="2.4"/>';
  s += button(80, 924, 444, 'Ajouter au panier');
  return s;
}

/** A cart line: the product's size at `size` and its first colour, as the app lists them. */
const cartLine = (item, size, qty) => ({ item, variant: [item.sizes[size], item.colors[0]].filter(Boolean).join(' · '), qty });
const cartLines = [cartLine(shownProducts[0], 1, 1), cartLine(shownProducts[3], 0, 2), cartLine(shownProducts[5], 0, 1)];
const SUBTOTAL = cartLines.reduce((n, l) => n + l.item.price * l.qty, 0);
const DELIVERY = 1000;

function pageTitle(title, sub) {
  return (
    text(16, 124, title, { size: 20, weight: 'bold' }) +
    (sub ? text(524, 124, sub, { size: 13, fill: '#6b7280', anchor: 'end' }) : '')
  );
}

function summaryRow(y, label, value, strong) {
  return (
    text(32, y, label, { size: strong ? 17 : 14, weight: strong ? 'bold' : 'normal', fill: strong ? '#1f2328' : '#4b5563' }) +
    text(508, y, value, { size: strong ? 18 : 14, weight: 'bold', fill: strong ? GREEN : '#1f2328', anchor: 'end' })
  );
}

function cartScreen() {
  let s = pageTitle('Mon panier', '3 articles');
  cartLines.forEach((line, i) => {
    const y = 144 + i * 132;
    s += `<rect x="16" y="${y}" width="508" height="120" rx="12" fill="#fff" stroke="#e3e6ea"/>`;
    s += thumb(line.item, 26, y + 10, 100, 100, `c${i}`);
    s += text(140, y + 32, clip(line.item.title, 27), { size: 15, weight: 'bold' });
    s += text(140, y + 54, line.variant, { size: 12, fill: '#6b7280' });
    s += text(140, y + 96, price(line.item.price * line.qty), { size: 16, weight: 'bold', fill: GREEN });
    s += `<rect x="404" y="${y + 72}" width="104" height="34" rx="17" fill="#fff" stroke="#d0d5db"/>`;
    s +=
      text(424, y + 95, '−', { size: 18, anchor: 'middle', fill: '#374151' }) +
      text(456, y + 95, String(line.qty), { size: 15, weight: 'bold', anchor: 'middle' }) +
      text(488, y + 95, '+', { size: 18, anchor: 'middle', fill: GREEN });
    s += `<path d="M492 ${y + 20}h16M496 ${y + 20}v-3h8v3M495 ${y + 24}l1 16h12l1-16" fill="none" stroke="#8a9099" stroke-width="2" transform="translate(-4 0)"/>`;
  });
  s += '<rect x="16" y="548" width="508" height="48" rx="10" fill="#fff" stroke="#d0d5db" stroke-dasharray="6 4"/>';
  s +=
    text(32, 578, 'Code promo', { size: 14, fill: '#8a9099' }) +
    text(508, 578, 'Appliquer', { size: 14, weight: 'bold', fill: GREEN, anchor: 'end' });
  s += '<rect x="16" y="612" width="508" height="170" rx="12" fill="#f3f6f5"/>';
  s += summaryRow(648, 'Sous-total', price(SUBTOTAL)) + summaryRow(680, 'Livraison (Niamey)', price(DELIVERY));
  s +=
    '<rect x="32" y="700" width="476" height="1" fill="#d0d5db"/>' + summaryRow(740, 'Total', price(SUBTOTAL + DELIVERY), true);
  s += text(32, 766, 'Paiement à la livraison ou par mobile money', { size: 12, fill: '#6b7280' });
  s +=
    '<rect x="16" y="800" width="508" height="64" rx="12" fill="#fff" stroke="#e3e6ea"/><path d="M36 838h22v-14h8l6 8v6h-36zM40 838v-16h18" fill="none" stroke="' +
    GREEN +
    '" stroke-width="2.4" stroke-linejoin="round"/>';
  s +=
    text(86, 826, 'Livraison prévue demain', { size: 14, weight: 'bold' }) +
    text(86, 848, 'Entre 10 h et 14 h, quartier Plateau', { size: 12, fill: '#6b7280' });
  s += button(16, 930, 508, 'Passer la commande');
  return s;
}

function field(y, label, value) {
  return (
    text(16, y, label, { size: 13, weight: 'bold', fill: '#374151' }) +
    `<rect x="16" y="${y + 8}" width="508" height="44" rx="10" fill="#fff" stroke="#c9ced4"/>` +
    text(30, y + 36, value, { size: 15 })
  );
}

function checkoutScreen() {
  let s = pageTitle('Paiement', 'Étape 2 sur 3');
  const steps = ['Livraison', 'Paiement', 'Confirmation'];
  s +=
    '<rect x="60" y="156" width="420" height="3" fill="#d0d5db"/><rect x="60" y="156" width="210" height="3" fill="' +
    GREEN +
    '"/>';
  steps.forEach((label, i) => {
    const x = 60 + i * 210;
    const done = i <= 1;
    s += `<circle cx="${x}" cy="157" r="11" fill="${done ? GREEN : '#fff'}" stroke="${done ? GREEN : '#c9ced4'}" stroke-width="2"/>`;
    s += text(x, 162, i === 0 ? '✓' : String(i + 1), {
      size: 12,
      weight: 'bold',
      fill: done ? '#fff' : '#8a9099',
      anchor: 'middle',
    });
    s += text(x, 188, label, { size: 12, fill: done ? GREEN : '#8a9099', anchor: 'middle' });
  });
  s += field(222, 'Nom complet', 'Moussa Garba');
  s += field(300, 'Téléphone', '+227 90 12 34 56');
  s += field(378, 'Adresse de livraison', 'Quartier Plateau, près de la pharmacie');
  s += text(16, 462, 'Mode de paiement', { size: 13, weight: 'bold', fill: '#374151' });
  const methods = [
    ['Carte bancaire', 'Visa ou Mastercard, paiement sécurisé'],
    ['Airtel Money', 'Confirmation par code sur votre téléphone'],
    ['Moov Money', 'Confirmation par code sur votre téléphone'],
  ];
  methods.forEach(([name, hint], i) => {
    const y = 474 + i * 66;
    const sel = i === 1;
    s += `<rect x="16" y="${y}" width="508" height="56" rx="10" fill="${sel ? '#eef8f3' : '#fff'}" stroke="${sel ? GREEN : '#d0d5db'}" stroke-width="${sel ? 2 : 1}"/>`;
    s +=
      `<circle cx="42" cy="${y + 28}" r="10" fill="#fff" stroke="${sel ? GREEN : '#9aa0a6'}" stroke-width="2"/>` +
      (sel ? `<circle cx="42" cy="${y + 28}" r="5" fill="${GREEN}"/>` : '');
    s += text(64, y + 24, name, { size: 14, weight: 'bold' }) + text(64, y + 44, hint, { size: 12, fill: '#6b7280' });
  });
  s += '<rect x="16" y="686" width="508" height="118" rx="12" fill="#f3f6f5"/>';
  s += summaryRow(716, 'Articles (4)', price(SUBTOTAL)) + summaryRow(742, 'Livraison (Niamey)', price(DELIVERY));
  s += summaryRow(784, 'Total à payer', price(SUBTOTAL + DELIVERY), true);
  s += text(270, 840, 'En confirmant, vous acceptez les conditions de vente.', { size: 11, fill: '#6b7280', anchor: 'middle' });
  s += button(16, 930, 508, 'Confirmer la commande');
  return s;
}

function ordersScreen() {
  let s = pageTitle('Mes commandes', '3 commandes');
  const orders = [
    ['N° 1005', 'En cours de livraison', '#f4a261', shownProducts[0], 'Livraison prévue aujourd’hui'],
    ['N° 1002', 'Confirmée', GREEN, shownProducts[1], 'Préparée par la boutique'],
    ['N° 0998', 'Livrée', '#6b7280', shownProducts[2], 'Livrée le 12 novembre'],
  ];
  orders.forEach(([number, status, colour, item, hint], i) => {
    const y = 150 + i * 170;
    s += `<rect x="16" y="${y}" width="508" height="156" rx="12" fill="#fff" stroke="#e3e6ea"/>`;
    s += thumb(item, 28, y + 12, 110, 110, `o${i}`);
    s += text(154, y + 34, number, { size: 15, weight: 'bold' });
    s += `<rect x="154" y="${y + 46}" width="${status.length * 8 + 20}" height="24" rx="12" fill="${colour}" fill-opacity=".15"/>`;
    s += text(164, y + 63, status, { size: 12, weight: 'bold', fill: colour });
    s += text(154, y + 94, clip(item.title, 40), { size: 13, fill: '#374151' });
    s += text(154, y + 116, price(item.price), { size: 15, weight: 'bold', fill: GREEN });
    s += text(28, y + 144, hint, { size: 12, fill: '#6b7280' });
  });
  s += '<rect x="16" y="672" width="508" height="120" rx="12" fill="#eef8f3"/>';
  s += text(34, 704, 'Suivi de la commande N° 1005', { size: 14, weight: 'bold', fill: GREEN });
  ['Confirmée', 'Préparée', 'En route', 'Livrée'].forEach((label, i) => {
    const x = 60 + i * 140;
    const done = i <= 2;
    if (i < 3) s += `<rect x="${x}" y="733" width="140" height="3" fill="${i < 2 ? GREEN : '#c9ced4'}"/>`;
    s += `<circle cx="${x}" cy="734" r="9" fill="${done ? GREEN : '#fff'}" stroke="${done ? GREEN : '#c9ced4'}" stroke-width="2"/>`;
    s += text(x, 766, label, { size: 12, fill: done ? GREEN : '#8a9099', anchor: 'middle' });
  });
  return s;
}

const screens = [
  { draw: homeScreen, nav: 0, search: true, back: false, error: 'Erreur : chargement des produits impossible' },
  { draw: detailScreen, nav: 0, search: true, back: true, error: 'Erreur : ajout au panier impossible' },
  { draw: cartScreen, nav: 2, search: false, back: true, error: 'Erreur : mise à jour du panier impossible' },
  { draw: checkoutScreen, nav: 2, search: false, back: true, error: 'Erreur : paiement impossible' },
  { draw: ordersScreen, nav: 3, search: false, back: true, error: 'Erreur : suivi de commande indisponible' },
];

function errorBanner(message) {
  return (
    '<rect x="12" y="156" width="516" height="84" rx="12" fill="#000" fill-opacity=".18" transform="translate(0 3)"/>' +
    '<rect x="12" y="156" width="516" height="84" rx="12" fill="#d32f2f"/>' +
    '<path d="M40 176L58 208H22Z" fill="#fff" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><rect x="38.5" y="186" width="3" height="12" fill="#d32f2f"/><circle cx="40" cy="203" r="2" fill="#d32f2f"/>' +
    text(72, 188, message, { size: 15, weight: 'bold', fill: '#fff' }) +
    text(72, 212, 'Veuillez réessayer dans quelques instants.', { size: 13, fill: '#ffe4e1' }) +
    text(512, 230, 'RÉESSAYER', { size: 12, weight: 'bold', fill: '#fff', anchor: 'end' })
  );
}

/**
 * A phone screenshot of the Kasuwa Android app, 540×1080 SVG.
 * @param {number} screen 0 home grid, 1 product detail, 2 cart with a total, 3 checkout form, 4 orders
 * @param {boolean} problem true overlays a red error banner (for bug reports)
 * @returns {string} an SVG document 540×1080
 */
export function appScreenshotArt(screen, problem) {
  const spec = screens[screen];
  if (!spec) throw new Error(`screen must be 0 to ${screens.length - 1}, got ${screen}`);
  const body = `<rect width="${W}" height="${H}" fill="#f7f8fa"/>${spec.draw()}${statusBar()}${appBar(spec.back, spec.search)}${bottomNav(spec.nav)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}${problem ? errorBanner(spec.error) : ''}</svg>`;
}
