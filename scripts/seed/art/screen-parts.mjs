/** The parts every app screenshot shares: the frame, the bars, text, prices and product thumbnails. */
import { brand } from '../../lib/contract.mjs';
import products from '../catalogue.json' with { type: 'json' };
import { productLayer } from './products.mjs';

const FONT = 'DejaVu Sans';
export const GREEN = '#0b6e4f';

export const W = 540;
export const H = 1080;

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function text(x, y, str, { size = 14, weight = 'normal', fill = '#1f2328', anchor = 'start', extra = '' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(str)}</text>`;
}

/** 12500 -> "12 500 F CFA" */
export function price(n) {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} F CFA`;
}

/** The products the screenshots show: seeded ones, so the app pictured sells what the seed holds. */
const shownIds = [
  'boubou-brode-indigo',
  'pagne-wax-6-yards',
  'baskets-urbaines',
  'theiere-sahel',
  'smartphone-android-64',
  'beurre-de-karite',
];

export const shownProducts = shownIds.map((id) => {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The screenshots show ${id}, which the seeded catalogue lacks`);
  return product;
});

/** Text cut to `length` characters with an ellipsis, for fixed-width places. */
export function clip(str, length) {
  return str.length <= length ? str : `${str.slice(0, length - 1).trimEnd()}…`;
}

function mini(item, x, y, size, id) {
  const layer = productLayer(item.kind, item.palette, id);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="60 40 1080 1080"><defs>${layer.defs}</defs>${layer.svg}</svg>`;
}

export function thumb(item, x, y, w, h, id) {
  const size = Math.min(w, h) - 8;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${item.palette.background}"/>${mini(item, x + (w - size) / 2, y + (h - size) / 2, size, id)}`;
}

export function statusBar() {
  const bars = [0, 1, 2, 3]
    .map((i) => `<rect x="${452 + i * 6}" y="${18 - i * 3}" width="4" height="${5 + i * 3}" fill="#fff"/>`)
    .join('');
  return (
    `<rect width="${W}" height="28" fill="#085a40"/>${text(18, 19, '14:32', { size: 13, fill: '#fff', weight: 'bold' })}` +
    `<path d="M430 11a10 10 0 0 1 14 0M433 14a6 6 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="2"/><circle cx="437" cy="17" r="2" fill="#fff"/>` +
    bars +
    `<rect x="484" y="9" width="30" height="13" rx="3" fill="none" stroke="#fff" stroke-width="2"/><rect x="487" y="12" width="20" height="7" fill="#fff"/><rect x="515" y="13" width="3" height="5" fill="#fff"/>`
  );
}

export function appBar(back, withSearch) {
  let s = `<rect y="28" width="${W}" height="${withSearch ? 116 : 60}" fill="${GREEN}"/>`;
  const tx = back ? 58 : 18;
  if (back)
    s +=
      '<path d="M34 58L22 70L34 82M22 70H44" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';
  s += text(tx, 67, brand.name, { size: 23, weight: 'bold', fill: '#fff' });
  // bell and cart with a badge
  s += '<path d="M452 72h20l-3-5v-8a7 7 0 0 0-14 0v8z M459 75a3 3 0 0 0 6 0" fill="none" stroke="#fff" stroke-width="2.4"/>';
  s +=
    '<path d="M490 52h6l5 20h20l4-14h-27" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/><circle cx="503" cy="78" r="2.8" fill="#fff"/><circle cx="518" cy="78" r="2.8" fill="#fff"/>';
  s += `<circle cx="524" cy="50" r="9" fill="#f4a261"/>${text(524, 54, '3', { size: 11, weight: 'bold', fill: '#fff', anchor: 'middle' })}`;
  if (withSearch) {
    s +=
      '<rect x="16" y="94" width="508" height="40" rx="20" fill="#fff"/><circle cx="40" cy="112" r="7" fill="none" stroke="#6b7280" stroke-width="2.4"/><path d="M45 117l6 6" stroke="#6b7280" stroke-width="2.4" stroke-linecap="round"/>';
    s += text(60, 119, `Rechercher sur ${brand.name}`, { size: 15, fill: '#8a9099' });
    s +=
      '<rect x="487" y="101" width="9" height="15" rx="4.5" fill="none" stroke="#6b7280" stroke-width="2"/><path d="M483 111a8.5 8.5 0 0 0 17 0M491.5 120v5" fill="none" stroke="#6b7280" stroke-width="2"/>';
  }
  return s;
}

export function bottomNav(active) {
  const items = [
    ['Accueil', 'M-11 2L0-8L11 2V12H-11Z'],
    ['Catégories', 'M-11-9h9v9h-9zM2-9h9v9h-9zM-11 4h9v9h-9zM2 4h9v9h-9z'],
    ['Panier', 'M-13-9h5l4 16h15l3-12h-21M-3 12a1 1 0 1 0 0.1 0M9 12a1 1 0 1 0 0.1 0'],
    ['Compte', 'M0-10a6 6 0 1 1 0 12a6 6 0 1 1 0-12M-11 13q11-14 22 0'],
  ];
  let s = `<rect y="1000" width="${W}" height="64" fill="#fff"/><rect y="1000" width="${W}" height="1" fill="#dde1e6"/>`;
  items.forEach(([label, icon], i) => {
    const x = 67.5 + i * 135;
    const col = i === active ? GREEN : '#6b7280';
    if (i === active) s += `<rect x="${x - 30}" y="1008" width="60" height="28" rx="14" fill="#d5efe4"/>`;
    s += `<path d="${icon}" transform="translate(${x} 1022)" fill="none" stroke="${col}" stroke-width="2.4" stroke-linejoin="round"/>`;
    s += text(x, 1055, label, { size: 12, fill: col, anchor: 'middle', weight: i === active ? 'bold' : 'normal' });
  });
  return (
    s +
    `<rect y="1064" width="${W}" height="16" fill="#f2f3f5"/><rect x="220" y="1070" width="100" height="4" rx="2" fill="#9aa0a6"/>`
  );
}

export function button(x, y, w, label, { fill = GREEN, color = '#fff' } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="48" rx="24" fill="${fill}"/>${text(x + w / 2, y + 30, label, { size: 16, weight: 'bold', fill: color, anchor: 'middle' })}`;
}
