// Flat SVG illustrations for the seed data: product pictures and screenshots
// of the Kasuwa Android app. Everything is drawn here (no external assets,
// no network); the only font used is "DejaVu Sans". Pure functions returning
// SVG strings, rasterised later with sharp.

export const productKinds = [
  'boubou',
  'tshirt',
  'pagne',
  'sneaker',
  'sandal',
  'handbag',
  'backpack',
  'phone',
  'headphones',
  'pot',
  'teapot',
  'lotion',
];

const FONT = 'DejaVu Sans';
const GREEN = '#0b6e4f';

// ---------------------------------------------------------------- colours

function rgb(hex) {
  let s = String(hex).trim().replace(/^#/, '');
  if (s.length === 3) s = [...s].map((ch) => ch + ch).join('');
  if (!/^[0-9a-f]{6}$/i.test(s)) throw new Error(`not a hex colour: ${hex}`);
  const n = parseInt(s, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(channels) {
  return (
    '#' +
    channels
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((v, i) => v + (y[i] - v) * t));
}

/** t > 0 lightens towards white, t < 0 darkens towards black. */
function shade(colour, t) {
  return t >= 0 ? mix(colour, '#ffffff', t) : mix(colour, '#000000', -t);
}

function tones({ primary, secondary, background }) {
  return {
    p: hex(rgb(primary)),
    pl: shade(primary, 0.3),
    pd: shade(primary, -0.25),
    pdd: shade(primary, -0.55),
    s: hex(rgb(secondary)),
    sl: shade(secondary, 0.45),
    sd: shade(secondary, -0.3),
    bg: hex(rgb(background)),
  };
}

function linear(id, stops, x2 = 0, y2 = 1) {
  const s = stops
    .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** Left-to-right shading that makes a flat shape read as a rounded object. */
function roundShade(id, base) {
  return linear(
    id,
    [
      [0, shade(base, -0.3)],
      [0.3, shade(base, 0.22)],
      [0.62, base],
      [1, shade(base, -0.35)],
    ],
    1,
    0,
  );
}

// ------------------------------------------------------------- products
// Each drawer works in a 1200×1200 space with the floor at y = 1040 and
// returns { defs, svg, focus: [x, y] for the close-up, shadow: floor shadow
// half-width, prop?: svg for the styled view }. `id` prefixes every defs id
// so several products can share one document (the app screenshots).

function boubou(c, id) {
  const defs =
    `<pattern id="${id}em" width="46" height="46" patternUnits="userSpaceOnUse"><rect width="46" height="46" fill="${c.pd}"/>` +
    `<path d="M23 23m-3 0a3 3 0 0 1 6 0a6 6 0 0 1-12 0a9 9 0 0 1 18 0a12 12 0 0 1-24 0" fill="none" stroke="${c.s}" stroke-width="3"/>` +
    `<circle cx="0" cy="0" r="4" fill="${c.sl}"/><circle cx="46" cy="0" r="4" fill="${c.sl}"/><circle cx="0" cy="46" r="4" fill="${c.sl}"/><circle cx="46" cy="46" r="4" fill="${c.sl}"/></pattern>` +
    linear(
      `${id}bd`,
      [
        [0, c.pl],
        [0.5, c.p],
        [1, c.pd],
      ],
      1,
      1,
    );
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

function tshirt(c, id) {
  const defs = linear(
    `${id}bd`,
    [
      [0, c.pl],
      [0.55, c.p],
      [1, c.pd],
    ],
    1,
    1,
  );
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

function pagne(c, id) {
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

function sneaker(c, id) {
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

function sandal(c, id) {
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

function handbag(c, id) {
  const defs =
    linear(
      `${id}bd`,
      [
        [0, c.pl],
        [0.5, c.p],
        [1, c.pd],
      ],
      1,
      1,
    ) +
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

function backpack(c, id) {
  const defs = linear(
    `${id}bd`,
    [
      [0, c.pl],
      [0.5, c.p],
      [1, c.pd],
    ],
    1,
    1,
  );
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

function phone(c, id) {
  const defs =
    linear(
      `${id}sc`,
      [
        [0, c.sl],
        [0.55, c.s],
        [1, c.sd],
      ],
      0.6,
      1,
    ) +
    linear(
      `${id}bk`,
      [
        [0, c.pl],
        [0.6, c.p],
        [1, c.pd],
      ],
      1,
      1,
    );
  const icons = [];
  const tints = ['#ffffff', c.pl, '#ffe08a', '#ffffff', c.p, '#b8f0d8', '#ffffff', c.pl];
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 4; k++) {
      icons.push(
        `<rect x="${566 + k * 80}" y="${420 + r * 92}" width="54" height="54" rx="16" fill="${tints[(r * 4 + k) % 8]}" fill-opacity=".9"/>`,
      );
    }
  }
  const svg =
    `<g transform="rotate(-12 470 620)"><rect x="290" y="230" width="360" height="760" rx="58" fill="url(#${id}bk)"/>` +
    `<rect x="326" y="268" width="150" height="180" rx="36" fill="${c.pdd}"/><circle cx="374" cy="318" r="32" fill="#1b1f24" stroke="${c.pl}" stroke-width="6"/>` +
    `<circle cx="374" cy="400" r="32" fill="#1b1f24" stroke="${c.pl}" stroke-width="6"/><circle cx="440" cy="356" r="12" fill="#fff6c8"/>` +
    `<circle cx="470" cy="700" r="34" fill="none" stroke="${c.s}" stroke-width="8"/></g>` +
    `<rect x="540" y="220" width="380" height="800" rx="60" fill="${c.pdd}"/><rect x="916" y="380" width="10" height="110" rx="4" fill="${c.pd}"/>` +
    `<rect x="556" y="236" width="348" height="768" rx="46" fill="url(#${id}sc)"/>` +
    `<rect x="570" y="290" width="320" height="92" rx="20" fill="#fff" fill-opacity=".25"/><circle cx="730" cy="258" r="11" fill="#111"/>` +
    icons.join('') +
    `<rect x="580" y="880" width="300" height="84" rx="28" fill="#fff" fill-opacity=".3"/>` +
    `<path d="M556 600L904 300V380L556 700Z" fill="#fff" fill-opacity=".1"/>`;
  return { defs, svg, focus: [720, 520], shadow: 360 };
}

function headphones(c, id) {
  const defs = roundShade(`${id}cp`, c.p);
  const cup = (x, dir) =>
    `<path d="M${x} 620V690" stroke="${c.pdd}" stroke-width="26" stroke-linecap="round"/>` +
    `<ellipse cx="${x + dir * 58}" cy="790" rx="62" ry="150" fill="#2a2a2e"/>` +
    `<ellipse cx="${x}" cy="790" rx="104" ry="156" fill="url(#${id}cp)"/>` +
    `<ellipse cx="${x}" cy="790" rx="70" ry="112" fill="none" stroke="${c.s}" stroke-width="14"/>` +
    `<circle cx="${x}" cy="790" r="26" fill="${c.s}"/>`;
  const svg =
    `<path d="M318 640C318 200 882 200 882 640" fill="none" stroke="${c.pd}" stroke-width="64" stroke-linecap="round"/>` +
    `<path d="M372 470C430 290 770 290 828 470" fill="none" stroke="${c.s}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M372 470C430 290 770 290 828 470" fill="none" stroke="${c.sd}" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<rect x="292" y="560" width="52" height="90" rx="14" fill="${c.pdd}"/><rect x="856" y="560" width="52" height="90" rx="14" fill="${c.pdd}"/>` +
    cup(318, 1) +
    cup(882, -1);
  return { defs, svg: `<g transform="translate(0 80)">${svg}</g>`, focus: [600, 720], shadow: 360 };
}

function pot(c, id) {
  const defs = roundShade(`${id}bd`, c.p) + roundShade(`${id}ld`, c.pl);
  const svg =
    `<path d="M262 620Q168 620 176 672Q186 712 266 704" fill="none" stroke="${c.pdd}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M938 620Q1032 620 1024 672Q1014 712 934 704" fill="none" stroke="${c.pdd}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M256 560H944L926 900Q920 990 820 1002H380Q280 990 274 900Z" fill="url(#${id}bd)"/>` +
    `<path d="M264 740H936L932 800H268Z" fill="${c.s}"/>` +
    `<path d="M280 770H920" stroke="${c.sl}" stroke-width="8" stroke-dasharray="6 22"/>` +
    `<ellipse cx="600" cy="562" rx="356" ry="44" fill="${c.pd}"/>` +
    `<path d="M268 556Q290 400 600 392Q910 400 932 556Q600 600 268 556Z" fill="url(#${id}ld)"/>` +
    `<path d="M330 520Q600 548 870 520" fill="none" stroke="${c.s}" stroke-width="8"/>` +
    `<rect x="572" y="350" width="56" height="50" rx="8" fill="${c.pdd}"/><ellipse cx="600" cy="346" rx="74" ry="26" fill="${c.s}"/>`;
  return { defs, svg, focus: [600, 640], shadow: 400 };
}

function teapot(c, id) {
  const defs = roundShade(`${id}bd`, c.p);
  const svg =
    `<path d="M470 604C330 596 290 760 408 850" fill="none" stroke="${c.pd}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M742 884C852 862 880 762 900 652C910 592 932 546 968 514L988 532C958 562 948 612 942 672C926 792 882 904 772 934Z" fill="${c.pd}"/>` +
    `<path d="M500 1010L520 962H680L700 1010Z" fill="${c.pd}"/>` +
    `<path d="M472 972C356 948 352 800 432 720C482 670 520 646 530 594H670C680 646 718 670 768 720C848 800 844 948 728 972Z" fill="url(#${id}bd)"/>` +
    `<path d="M392 820Q600 860 808 820" fill="none" stroke="${c.s}" stroke-width="22"/>` +
    `<path d="M396 856Q600 896 804 856M420 780Q600 812 780 780" fill="none" stroke="${c.s}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>` +
    `<rect x="520" y="560" width="160" height="40" rx="10" fill="${c.s}"/>` +
    `<path d="M526 562Q534 470 600 420Q666 470 674 562Z" fill="url(#${id}bd)"/>` +
    `<path d="M552 520Q600 506 648 520" fill="none" stroke="${c.s}" stroke-width="8"/>` +
    `<circle cx="600" cy="404" r="22" fill="${c.s}"/><path d="M592 388L600 340L608 388Z" fill="${c.s}"/>`;
  // A pair of small tea glasses: the Sahel tea ceremony gives the context.
  const glass = (x) =>
    `<path d="M${x} 884H${x + 80}L${x + 68} 1002H${x + 12}Z" fill="#fff" fill-opacity=".45" stroke="#fff" stroke-width="4"/>` +
    `<path d="M${x + 6} 930H${x + 74}L${x + 68} 1002H${x + 12}Z" fill="#9a5a1c" fill-opacity=".8"/>`;
  return { defs, svg, focus: [640, 700], shadow: 320, prop: glass(900) + glass(1010) };
}

function lotion(c, id) {
  const defs = roundShade(`${id}bd`, c.p) + roundShade(`${id}jr`, c.pl);
  const leaf = `<path d="M600 680Q680 720 640 820Q560 780 600 680Z" fill="${c.p}"/><path d="M600 680Q520 730 566 820Q640 780 600 680Z" fill="${c.pd}"/>`;
  const svg =
    `<path d="M440 1000V520Q440 440 520 430H680Q760 440 760 520V1000Q760 1016 740 1016H460Q440 1016 440 1000Z" fill="url(#${id}bd)"/>` +
    `<rect x="548" y="376" width="104" height="58" rx="8" fill="${c.s}"/><rect x="585" y="300" width="30" height="80" fill="${c.sd}"/>` +
    `<path d="M540 306V262Q540 248 556 248H650Q664 248 664 262V306Z" fill="${c.s}"/><path d="M548 256H456Q444 258 444 270V284H548Z" fill="${c.s}"/>` +
    `<rect x="478" y="620" width="244" height="280" rx="18" fill="${c.sl}"/>` +
    leaf +
    `<rect x="520" y="846" width="160" height="14" rx="7" fill="${c.pd}" fill-opacity=".5"/>` +
    `<rect x="490" y="470" width="20" height="500" rx="10" fill="#fff" fill-opacity=".25"/>` +
    `<path d="M790 904H990V1004Q990 1018 976 1018H804Q790 1018 790 1004Z" fill="url(#${id}jr)"/>` +
    `<rect x="780" y="854" width="220" height="62" rx="14" fill="${c.s}"/><rect x="790" y="930" width="200" height="30" fill="${c.sl}"/>`;
  return { defs, svg, focus: [620, 640], shadow: 330 };
}

const drawers = { boubou, tshirt, pagne, sneaker, sandal, handbag, backpack, phone, headphones, pot, teapot, lotion };

function shadowDefs(id) {
  return `<radialGradient id="${id}sh"><stop offset="0" stop-color="#000" stop-opacity=".38"/><stop offset=".6" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

/** The product and its floor shadow, without any backdrop. */
function productLayer(kind, palette, id) {
  const draw = drawers[kind];
  if (!draw) throw new Error(`unknown product kind: ${kind}`);
  const item = draw(tones(palette), id);
  const shadow = `<ellipse cx="600" cy="1038" rx="${item.shadow}" ry="${Math.round(item.shadow * 0.1 + 14)}" fill="url(#${id}sh)"/>`;
  return { ...item, defs: shadowDefs(id) + item.defs, svg: shadow + item.svg };
}

function plant() {
  const leaf = (rot, len, col) =>
    `<path d="M0 0Q${len * 0.35} ${-len * 0.5} 0 ${-len}Q${-len * 0.35} ${-len * 0.5} 0 0Z" fill="${col}" transform="rotate(${rot})"/>`;
  return (
    `<g transform="translate(1060 890)">${leaf(-40, 210, '#3f8f4e')}${leaf(-12, 260, '#2f7a43')}${leaf(18, 240, '#4fa05c')}${leaf(44, 190, '#37844a')}</g>` +
    '<path d="M980 880H1140L1120 1010H1000Z" fill="#c7704a"/><rect x="972" y="870" width="176" height="30" rx="8" fill="#b15f3c"/>'
  );
}

/**
 * @param {string} kind one of productKinds
 * @param {{ primary: string, secondary: string, background: string }} palette CSS hex colours
 * @param {number} view 0, 1 or 2: front shot, tilted close-up, styled scene
 * @returns {string} an SVG document 1200×1200
 */
export function productArt(kind, palette, view) {
  if (![0, 1, 2].includes(view)) throw new Error(`view must be 0, 1 or 2, got ${view}`);
  const c = tones(palette);
  const item = productLayer(kind, palette, 'a');
  let defs = item.defs;
  let scene;
  if (view === 0) {
    defs += linear('bg', [
      [0, shade(c.bg, 0.35)],
      [0.7, c.bg],
      [1, shade(c.bg, -0.08)],
    ]);
    scene = `<rect width="1200" height="1200" fill="url(#bg)"/>${item.svg}`;
  } else if (view === 1) {
    const [fx, fy] = item.focus;
    defs += `<radialGradient id="bg" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="${shade(c.bg, 0.45)}"/><stop offset="1" stop-color="${shade(c.bg, -0.15)}"/></radialGradient>`;
    scene =
      `<rect width="1200" height="1200" fill="url(#bg)"/><circle cx="960" cy="230" r="360" fill="${c.s}" fill-opacity=".14"/>` +
      `<g transform="translate(600 600) rotate(-9) scale(1.7) translate(${-fx} ${-fy})">${item.svg}</g>`;
  } else {
    const wall = mix(shade(c.bg, 0.2), c.s, 0.12);
    const table = mix(c.bg, '#8a5632', 0.5);
    defs +=
      linear('wall', [
        [0, shade(wall, 0.25)],
        [1, wall],
      ]) +
      linear('tb', [
        [0, shade(table, 0.12)],
        [1, shade(table, -0.2)],
      ]);
    scene =
      `<rect width="1200" height="1200" fill="url(#wall)"/><rect y="780" width="1200" height="420" fill="url(#tb)"/><rect y="772" width="1200" height="12" fill="${shade(table, -0.25)}"/>` +
      `<g fill="none" stroke-width="14"><circle cx="230" cy="300" r="150" stroke="${c.s}" stroke-opacity=".5"/><circle cx="230" cy="300" r="112" stroke="${c.p}" stroke-opacity=".35"/><circle cx="230" cy="300" r="74" stroke="${c.s}" stroke-opacity=".5"/><circle cx="230" cy="300" r="36" stroke="${c.p}" stroke-opacity=".35"/></g>` +
      `<g transform="translate(540 1000) scale(.78) translate(-600 -1040)">${item.svg}</g>` +
      (item.prop ? `<g transform="translate(40 -30) scale(.95)">${item.prop}</g>` : plant());
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><defs>${defs}</defs>${scene}</svg>`;
}

// ---------------------------------------------------------- screenshots

const W = 540;
const H = 1080;

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function text(x, y, str, { size = 14, weight = 'normal', fill = '#1f2328', anchor = 'start', extra = '' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(str)}</text>`;
}

/** 12500 -> "12 500 F CFA" */
function price(n) {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} F CFA`;
}

const catalogue = [
  {
    kind: 'boubou',
    title: 'Boubou brodé',
    price: 25000,
    palette: { primary: '#1f4e9c', secondary: '#e9c46a', background: '#e8eef8' },
  },
  {
    kind: 'pagne',
    title: 'Pagne wax 6 yards',
    price: 12500,
    palette: { primary: '#d1495b', secondary: '#f4d35e', background: '#fbeee6' },
  },
  {
    kind: 'sneaker',
    title: 'Baskets sport',
    price: 18000,
    palette: { primary: '#2a9d8f', secondary: '#f77f00', background: '#e6f4f1' },
  },
  {
    kind: 'teapot',
    title: 'Théière en métal',
    price: 3500,
    palette: { primary: '#8d99ae', secondary: '#c1121f', background: '#f1ece4' },
  },
  {
    kind: 'phone',
    title: 'Smartphone 64 Go',
    price: 65000,
    palette: { primary: '#3d405b', secondary: '#81b29a', background: '#eceaf4' },
  },
  {
    kind: 'lotion',
    title: 'Lait corporel karité',
    price: 2500,
    palette: { primary: '#f2cc8f', secondary: '#6a994e', background: '#fbf5e9' },
  },
];

function mini(item, x, y, size, id) {
  const layer = productLayer(item.kind, item.palette, id);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="60 40 1080 1080"><defs>${layer.defs}</defs>${layer.svg}</svg>`;
}

function thumb(item, x, y, w, h, id) {
  const size = Math.min(w, h) - 8;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${item.palette.background}"/>${mini(item, x + (w - size) / 2, y + (h - size) / 2, size, id)}`;
}

function statusBar() {
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

function appBar(back, withSearch) {
  let s = `<rect y="28" width="${W}" height="${withSearch ? 116 : 60}" fill="${GREEN}"/>`;
  const tx = back ? 58 : 18;
  if (back)
    s +=
      '<path d="M34 58L22 70L34 82M22 70H44" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';
  s += text(tx, 67, 'Kasuwa', { size: 23, weight: 'bold', fill: '#fff' });
  // bell and cart with a badge
  s += '<path d="M452 72h20l-3-5v-8a7 7 0 0 0-14 0v8z M459 75a3 3 0 0 0 6 0" fill="none" stroke="#fff" stroke-width="2.4"/>';
  s +=
    '<path d="M490 52h6l5 20h20l4-14h-27" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/><circle cx="503" cy="78" r="2.8" fill="#fff"/><circle cx="518" cy="78" r="2.8" fill="#fff"/>';
  s += `<circle cx="524" cy="50" r="9" fill="#f4a261"/>${text(524, 54, '3', { size: 11, weight: 'bold', fill: '#fff', anchor: 'middle' })}`;
  if (withSearch) {
    s +=
      '<rect x="16" y="94" width="508" height="40" rx="20" fill="#fff"/><circle cx="40" cy="112" r="7" fill="none" stroke="#6b7280" stroke-width="2.4"/><path d="M45 117l6 6" stroke="#6b7280" stroke-width="2.4" stroke-linecap="round"/>';
    s += text(60, 119, 'Rechercher sur Kasuwa', { size: 15, fill: '#8a9099' });
    s +=
      '<rect x="487" y="101" width="9" height="15" rx="4.5" fill="none" stroke="#6b7280" stroke-width="2"/><path d="M483 111a8.5 8.5 0 0 0 17 0M491.5 120v5" fill="none" stroke="#6b7280" stroke-width="2"/>';
  }
  return s;
}

function bottomNav(active) {
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

function button(x, y, w, label, { fill = GREEN, color = '#fff' } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="48" rx="24" fill="${fill}"/>${text(x + w / 2, y + 30, label, { size: 16, weight: 'bold', fill: color, anchor: 'middle' })}`;
}

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
  catalogue.forEach((item, i) => {
    const cx = 16 + (i % 2) * 262;
    const cy = 300 + Math.floor(i / 2) * 262;
    s += `<rect x="${cx}" y="${cy}" width="246" height="250" rx="12" fill="#fff" stroke="#e3e6ea"/>`;
    s += thumb(item, cx + 8, cy + 8, 230, 156, `h${i}`);
    s += text(cx + 14, cy + 190, item.title, { size: 14, fill: '#1f2328' });
    s += text(cx + 14, cy + 216, price(item.price), { size: 16, weight: 'bold', fill: GREEN });
    s += text(cx + 14, cy + 238, 'Niamey · ★ 4,5', { size: 11, fill: '#6b7280' });
    s += `<circle cx="${cx + 218}" cy="${cy + 30}" r="15" fill="#fff"/><path d="M${cx + 218} ${cy + 38}l-8-8a5 5 0 0 1 8-6a5 5 0 0 1 8 6z" fill="none" stroke="#6b7280" stroke-width="2"/>`;
  });
  return s;
}

function detailScreen() {
  const item = catalogue[0];
  let s = thumb(item, 0, 144, W, 340, 'd0').replace('rx="10"', 'rx="0"');
  s += [0, 1, 2].map((i) => `<circle cx="${254 + i * 16}" cy="470" r="5" fill="${i === 0 ? GREEN : '#b8c0c8'}"/>`).join('');
  s += text(16, 522, 'Boubou brodé homme, bazin riche', { size: 19, weight: 'bold' });
  s += text(16, 558, price(25000), { size: 24, weight: 'bold', fill: GREEN });
  s += text(200, 557, price(30000), { size: 14, fill: '#8a9099', extra: ' text-decoration="line-through"' });
  s += `<rect x="318" y="540" width="52" height="22" rx="6" fill="#fde2e1"/>${text(344, 556, '−17 %', { size: 12, weight: 'bold', fill: '#c0392b', anchor: 'middle' })}`;
  s += text(16, 588, '★★★★★', { size: 15, fill: '#f4a261' }) + text(102, 588, '4,6 (128 avis)', { size: 13, fill: '#6b7280' });
  s += '<rect x="16" y="604" width="508" height="56" rx="10" fill="#f3f6f5"/><circle cx="44" cy="632" r="16" fill="#d5efe4"/>';
  s += text(44, 637, 'A', { size: 14, weight: 'bold', fill: GREEN, anchor: 'middle' });
  s +=
    text(70, 628, 'Vendu par Boutique Aïcha', { size: 14, weight: 'bold' }) +
    text(70, 648, 'Grand Marché, Niamey · répond en 1 h', { size: 12, fill: '#6b7280' });
  s += text(16, 690, 'Taille', { size: 14, weight: 'bold' });
  ['M', 'L', 'XL', 'XXL'].forEach((t, i) => {
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
  ['#1f4e9c', '#f1f1f1', '#6d2e46'].forEach((col, i) => {
    s += `<circle cx="${317 + i * 40}" cy="717" r="14" fill="${col}" stroke="${i === 0 ? GREEN : '#c9ced4'}" stroke-width="${i === 0 ? 3 : 1}"/>`;
  });
  s += text(16, 770, 'Description', { size: 14, weight: 'bold' });
  s += text(16, 794, 'Grand boubou en bazin, broderie faite à la main', { size: 13, fill: '#4b5563' });
  s += text(16, 814, 'par des artisans de Niamey. Coupe ample, livré', { size: 13, fill: '#4b5563' });
  s += text(16, 834, 'avec le pantalon assorti.', { size: 13, fill: '#4b5563' });
  s += text(16, 866, 'Livraison à Niamey en 24 à 48 h · 1 000 F CFA', { size: 12, fill: GREEN });
  s += `<rect y="900" width="${W}" height="100" fill="#fff"/><rect y="900" width="${W}" height="1" fill="#e3e6ea"/>`;
  s +=
    '<rect x="16" y="924" width="52" height="48" rx="24" fill="#fff" stroke="#d0d5db"/><path d="M42 958l-11-11a7 7 0 0 1 11-8a7 7 0 0 1 11 8z" fill="none" stroke="#c0392b" stroke-width="2.4"/>';
  s += button(80, 924, 444, 'Ajouter au panier');
  return s;
}

const cartLines = [
  { item: catalogue[0], variant: 'Taille : L · Bleu', qty: 1 },
  { item: catalogue[3], variant: 'Petite, 0,5 L', qty: 2 },
  { item: catalogue[5], variant: 'Flacon 400 ml', qty: 1 },
];
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
    s += text(140, y + 32, line.item.title, { size: 15, weight: 'bold' });
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
    ['N° 1005', 'En cours de livraison', '#f4a261', catalogue[0], 'Livraison prévue aujourd’hui'],
    ['N° 1002', 'Confirmée', GREEN, catalogue[1], 'Préparée par la boutique'],
    ['N° 0998', 'Livrée', '#6b7280', catalogue[2], 'Livrée le 12 novembre'],
  ];
  orders.forEach(([number, status, colour, item, hint], i) => {
    const y = 150 + i * 170;
    s += `<rect x="16" y="${y}" width="508" height="156" rx="12" fill="#fff" stroke="#e3e6ea"/>`;
    s += thumb(item, 28, y + 12, 110, 110, `o${i}`);
    s += text(154, y + 34, number, { size: 15, weight: 'bold' });
    s += `<rect x="154" y="${y + 46}" width="${status.length * 8 + 20}" height="24" rx="12" fill="${colour}" fill-opacity=".15"/>`;
    s += text(164, y + 63, status, { size: 12, weight: 'bold', fill: colour });
    s += text(154, y + 94, item.title, { size: 13, fill: '#374151' });
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
