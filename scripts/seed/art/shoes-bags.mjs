/**
 * Product drawers: each works in a 1200×1200 space with the floor at y = 1040 and returns { defs,
 * svg, focus: [x, y] for the close-up, shadow: floor shadow half-width, prop?: svg for the styled
 * view }. `id` prefixes every defs id so several products can share one document (the screenshots).
 */
import { linear, litFromTopLeft, mix, shade } from './colours.mjs';

export function sneaker(c, id) {
  const defs = linear(`${id}bd`, [
    [0, c.pl],
    [1, c.pd],
  ]);
  const sole = mix('#ffffff', c.s, 0.08);
  const upper =
    'M212 904C196 790 200 672 232 598Q262 560 304 578L452 632Q492 626 502 566Q514 522 562 530L606 546Q626 604 668 642L866 744Q1044 790 1052 904Z';
  const laces = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 590 + i * 58;
      const y = 598 + i * 34;
      return `<path d="M${x - 26} ${y + 24}L${x + 30} ${y - 18}" stroke="${c.sl}" stroke-width="14" stroke-linecap="round"/><circle cx="${x - 26}" cy="${y + 24}" r="8" fill="${c.pdd}"/>`;
    })
    .join('');
  const svg =
    `<path d="M196 900H1010Q1066 902 1066 950Q1066 994 1008 994H236Q178 994 178 946Q178 900 196 900Z" fill="${sole}" stroke="${shade(sole, -0.15)}" stroke-width="4"/>` +
    `<path d="M186 944H1064" stroke="${c.s}" stroke-width="12"/>` +
    `<path d="M236 994H1008" stroke="${shade(sole, -0.35)}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="${upper}" fill="url(#${id}bd)"/>` +
    `<path d="M860 744Q1044 790 1052 904H840Q880 820 860 744Z" fill="${c.pd}"/>` +
    `<path d="M252 590Q290 548 330 590L452 632Q470 600 500 590" fill="none" stroke="${c.pdd}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M236 880Q420 880 560 760Q650 690 800 712Q650 760 560 840Q470 900 300 900Z" fill="${c.s}"/>` +
    `<path d="M210 650Q232 600 258 596L262 760Q224 760 210 740Z" fill="${c.s}"/>` +
    `<path d="M520 560Q570 530 610 560L620 620Q570 600 530 610Z" fill="${c.pl}"/>` +
    laces +
    `<path d="M262 872H1020" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-dasharray="10 10"/>`;
  return { defs, svg, focus: [700, 760], shadow: 470 };
}

export function sandal(c, id) {
  const foot =
    'M0-300C112-300 132-180 122-60C114 40 92 120 100 200C110 292 62 332 0 332C-62 332-104 292-96 200C-90 120-116 40-124-60C-134-180-112-300 0-300Z';
  const defs = `<pattern id="${id}dm" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="${c.p}"/><path d="M22 6L36 22L22 38L8 22Z" fill="${c.s}"/><circle cx="22" cy="22" r="5" fill="${c.pdd}"/></pattern>`;
  const one = (x, y, rot, flip) =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${flip} 1)">` +
    `<path d="${foot}" fill="${c.pdd}" transform="translate(0 26)"/>` +
    `<path d="${foot}" fill="${mix(c.pl, '#e9d7b9', 0.45)}" stroke="${c.pd}" stroke-width="6"/>` +
    `<path d="M0-262C80-262 98-170 90-70" fill="none" stroke="${c.pd}" stroke-opacity=".35" stroke-width="5" stroke-dasharray="10 9"/>` +
    `<path d="M-128-100Q0-190 128-100L132 0Q0-70-130 0Z" fill="url(#${id}dm)" stroke="${c.pdd}" stroke-width="6"/>` +
    `<path d="M0-214L-4-118" stroke="${c.p}" stroke-width="26" stroke-linecap="round"/><circle cy="-214" r="16" fill="${c.s}"/>` +
    `<path d="M-104 150Q0 110 104 150" fill="none" stroke="${c.p}" stroke-width="30"/>` +
    `<path d="M128-50q40 10 46 60M132-40q26 26 20 76" fill="none" stroke="${c.s}" stroke-width="8" stroke-linecap="round"/></g>`;
  const svg = one(440, 660, -14, 1) + one(780, 640, 12, -1);
  return { defs, svg, focus: [600, 560], shadow: 400 };
}

export function handbag(c, id) {
  const defs =
    litFromTopLeft(`${id}bd`, c) +
    `<pattern id="${id}bn" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${c.s}"/><path d="M0 60L30 10L60 60Z" fill="${c.sd}"/><circle cx="30" cy="44" r="7" fill="${c.sl}"/></pattern>`;
  const svg =
    `<path d="M448 536Q454 262 600 262Q746 262 752 536" fill="none" stroke="${c.pdd}" stroke-width="34" stroke-linecap="round" transform="translate(30 -14)"/>` +
    `<path d="M428 536Q434 282 600 282Q766 282 772 536" fill="none" stroke="${c.pd}" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="M338 522H862L952 968Q958 1014 912 1014H288Q242 1014 248 968Z" fill="url(#${id}bd)"/>` +
    `<path d="M270 880H930L940 930H260Z" fill="url(#${id}bn)"/>` +
    `<path d="M340 522H860L848 702Q600 786 352 702Z" fill="${c.pd}"/>` +
    `<path d="M366 546H834L826 684Q600 758 374 684Z" fill="none" stroke="${c.s}" stroke-width="5" stroke-dasharray="14 10"/>` +
    `<rect x="404" y="500" width="48" height="64" rx="10" fill="${c.s}"/><rect x="748" y="500" width="48" height="64" rx="10" fill="${c.s}"/>` +
    `<rect x="562" y="706" width="76" height="70" rx="14" fill="${c.s}"/><circle cx="600" cy="741" r="14" fill="${c.pdd}"/>` +
    `<path d="M262 968H938" stroke="${c.pdd}" stroke-opacity=".3" stroke-width="6"/>`;
  return { defs, svg, focus: [600, 700], shadow: 380 };
}

export function backpack(c, id) {
  const defs = litFromTopLeft(`${id}bd`, c);
  const svg =
    `<path d="M320 420Q300 700 316 990M880 420Q900 700 884 990" fill="none" stroke="${c.pdd}" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M560 304Q560 222 600 222Q640 222 640 304" fill="none" stroke="${c.pdd}" stroke-width="22"/>` +
    `<path d="M340 1000V470Q340 300 600 290Q860 300 860 470V1000Q860 1022 838 1022H362Q340 1022 340 1000Z" fill="url(#${id}bd)"/>` +
    `<path d="M370 520Q380 340 600 326Q820 340 830 520" fill="none" stroke="${c.s}" stroke-width="10"/>` +
    `<path d="M370 520Q380 340 600 326Q820 340 830 520" fill="none" stroke="${c.pdd}" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<rect x="812" y="500" width="26" height="62" rx="8" fill="${c.s}"/>` +
    `<rect x="400" y="636" width="400" height="310" rx="48" fill="${c.pd}" stroke="${c.s}" stroke-width="10"/>` +
    `<path d="M430 700H770" stroke="${c.pdd}" stroke-width="8"/><rect x="720" y="688" width="22" height="60" rx="8" fill="${c.s}"/>` +
    `<rect x="540" y="560" width="120" height="46" rx="10" fill="${c.s}"/>` +
    `<path d="M452 946V1022M748 946V1022" stroke="${c.pdd}" stroke-opacity=".4" stroke-width="8"/>`;
  return { defs, svg, focus: [600, 640], shadow: 340 };
}
