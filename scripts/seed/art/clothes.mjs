/**
 * Product drawers: each works in a 1200×1200 space with the floor at y = 1040 and returns { defs,
 * svg, focus: [x, y] for the close-up, shadow: floor shadow half-width, prop?: svg for the styled
 * view }. `id` prefixes every defs id so several products can share one document (the screenshots).
 */
import { linear, litFromTopLeft } from './colours.mjs';

export function boubou(c, id) {
  const defs =
    `<pattern id="${id}em" width="46" height="46" patternUnits="userSpaceOnUse"><rect width="46" height="46" fill="${c.pd}"/>` +
    `<path d="M23 23m-3 0a3 3 0 0 1 6 0a6 6 0 0 1-12 0a9 9 0 0 1 18 0a12 12 0 0 1-24 0" fill="none" stroke="${c.s}" stroke-width="3"/>` +
    `<circle cx="0" cy="0" r="4" fill="${c.sl}"/><circle cx="46" cy="0" r="4" fill="${c.sl}"/><circle cx="0" cy="46" r="4" fill="${c.sl}"/><circle cx="46" cy="46" r="4" fill="${c.sl}"/></pattern>` +
    litFromTopLeft(`${id}bd`, c);
  // Wide draped sleeves over a long column: the grand boubou silhouette.
  const robe =
    'M548 150Q440 170 370 210Q300 250 270 340L230 700Q230 740 280 738L372 716L350 1030Q600 1052 850 1030L828 716L920 738Q970 740 970 700L930 340Q900 250 830 210Q760 170 652 150Q600 200 548 150Z';
  const svg =
    `<path d="M600 164V114C600 94 632 88 632 62A32 32 0 1 0 568 62" fill="none" stroke="#8a8f96" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${robe}" fill="url(#${id}bd)"/>` +
    `<g fill="none" stroke="${c.pdd}" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"><path d="M372 716Q350 500 380 270M828 716Q850 500 820 270M450 1036Q470 860 456 720M750 1036Q730 860 744 720M600 1040V660"/></g>` +
    `<path d="M280 738L372 716M920 738L828 716" stroke="${c.pdd}" stroke-width="8" stroke-opacity=".4"/>` +
    `<path d="M350 1030Q600 1052 850 1030" fill="none" stroke="${c.s}" stroke-width="16"/>` +
    `<path d="M352 1004Q600 1026 848 1004" fill="none" stroke="${c.s}" stroke-width="5" stroke-dasharray="14 10"/>` +
    `<path d="M230 700Q230 740 280 738L372 716M970 700Q970 740 920 738L828 716" fill="none" stroke="${c.s}" stroke-width="12"/>` +
    `<path d="M520 154Q508 520 600 620Q692 520 680 154Q600 218 520 154Z" fill="url(#${id}em)" stroke="${c.s}" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M550 190Q546 470 600 560Q654 470 650 190" fill="none" stroke="${c.sl}" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<path d="M548 150Q600 218 652 150Q600 174 548 150Z" fill="${c.pdd}"/>` +
    `<rect x="716" y="330" width="96" height="112" rx="10" fill="url(#${id}em)" stroke="${c.s}" stroke-width="8"/>`;
  return { defs, svg, focus: [600, 380], shadow: 330 };
}

function agadezCross(x, y, k, fill, hole) {
  return (
    `<g transform="translate(${x} ${y}) scale(${k})" fill="${fill}"><circle cy="-112" r="30" fill="none" stroke="${fill}" stroke-width="16"/>` +
    `<rect x="-92" y="-64" width="184" height="24" rx="12"/><circle cx="-94" cy="-52" r="19"/><circle cx="94" cy="-52" r="19"/>` +
    `<path d="M0-80L72 38L0 152L-72 38Z"/><path d="M0-20L32 38L0 96L-32 38Z" fill="${hole}"/></g>`
  );
}

export function tshirt(c, id) {
  const defs = litFromTopLeft(`${id}bd`, c, 0.55);
  const body =
    'M455 222L330 258L168 420L292 524L352 470L350 1004Q600 1022 850 1004L848 470L908 524L1032 420L870 258L745 222Q600 330 455 222Z';
  const svg =
    `<path d="${body}" fill="url(#${id}bd)"/>` +
    `<path d="M455 222Q600 262 745 222Q600 330 455 222Z" fill="${c.pdd}"/>` +
    `<path d="M455 222Q600 330 745 222" fill="none" stroke="${c.s}" stroke-width="20"/>` +
    `<path d="M182 432L292 524M1018 432L908 524" stroke="${c.s}" stroke-width="22"/>` +
    `<path d="M350 984Q600 1002 850 984" fill="none" stroke="${c.pd}" stroke-width="6" stroke-dasharray="12 8"/>` +
    `<g fill="none" stroke="${c.pdd}" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"><path d="M352 470Q370 700 356 900M848 470Q830 700 844 900M470 1000Q520 900 500 820M730 1000Q700 920 720 860"/></g>` +
    agadezCross(600, 560, 1, c.s, c.p);
  return { defs, svg, focus: [600, 520], shadow: 330 };
}

function waxMotif(bg, ring, accent) {
  return (
    `<rect width="140" height="140" fill="${bg}"/><circle cx="70" cy="70" r="54" fill="${ring}"/><circle cx="70" cy="70" r="40" fill="${bg}"/>` +
    `<circle cx="70" cy="70" r="26" fill="${ring}"/><circle cx="70" cy="70" r="10" fill="${accent}"/>` +
    `<path d="M0 0l22 22M140 0l-22 22M0 140l22-22M140 140l-22-22" stroke="${accent}" stroke-width="10"/>` +
    `<circle cx="0" cy="70" r="9" fill="${accent}"/><circle cx="140" cy="70" r="9" fill="${accent}"/><circle cx="70" cy="0" r="9" fill="${accent}"/><circle cx="70" cy="140" r="9" fill="${accent}"/>`
  );
}

export function pagne(c, id) {
  // Three colourways of the same print, like a market stall stack; the top
  // one's loose end hangs over the others so the stack reads as cloth.
  const ways = { a: waxMotif(c.p, c.s, c.sl), b: waxMotif(c.s, c.pd, c.pl), c: waxMotif(c.pdd, c.sl, c.s) };
  const pat = (k, tf) =>
    `<pattern id="${id}w${k}" width="140" height="140" patternUnits="userSpaceOnUse" patternTransform="${tf}">${ways[k[0]]}</pattern>`;
  const defs =
    pat('a', 'scale(.62)') +
    pat('b', 'translate(40 0) scale(.62)') +
    pat('c', 'translate(20 0) scale(.62)') +
    pat('at', 'translate(300 778) skewX(-33.7) scale(.62 .45)') +
    linear(`${id}fr`, [
      [0, '#000', 0.05],
      [0.5, '#000', 0],
      [1, '#000', 0.35],
    ]);
  const h = 74;
  const piece = (y, k) => {
    const side = `M880 ${y}L980 ${y - 150}V${y - 150 + h}L880 ${y + h}Z`;
    return (
      `<path d="${side}" fill="url(#${id}w${k})"/><path d="${side}" fill="#000" fill-opacity=".32"/>` +
      `<rect x="300" y="${y}" width="580" height="${h}" rx="30" fill="url(#${id}w${k})"/><rect x="300" y="${y}" width="580" height="${h}" rx="30" fill="url(#${id}fr)"/>` +
      `<path d="M318 ${y + h / 2}H862" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`
    );
  };
  const top = 778;
  const flap = `M540 ${top - 2}Q548 880 530 986Q504 998 480 988Q456 978 434 990Q410 998 390 984Q400 880 380 ${top - 2}Z`;
  const svg =
    piece(926, 'c') +
    piece(852, 'b') +
    piece(top, 'a') +
    `<path d="M300 ${top}L400 ${top - 150}H980L880 ${top}Z" fill="url(#${id}wat)"/><path d="M300 ${top}L400 ${top - 150}H980L880 ${top}Z" fill="#fff" fill-opacity=".08"/>` +
    `<path d="M352 ${top - 74}H932" stroke="#000" stroke-opacity=".15" stroke-width="5"/>` +
    `<path d="${flap}" fill="#000" fill-opacity=".25" transform="translate(14 4)"/>` +
    `<path d="${flap}" fill="url(#${id}wa)"/><path d="${flap}" fill="url(#${id}fr)"/>`;
  // drawn small for easy coordinates, then enlarged around the floor point
  return {
    defs,
    svg: `<g transform="translate(600 1040) scale(1.3) translate(-640 -1000)">${svg}</g>`,
    focus: [600, 702],
    shadow: 460,
  };
}
