/**
 * Product drawers: each works in a 1200×1200 space with the floor at y = 1040 and returns { defs,
 * svg, focus: [x, y] for the close-up, shadow: floor shadow half-width, prop?: svg for the styled
 * view }. `id` prefixes every defs id so several products can share one document (the screenshots).
 */
import { linear, litFromTopLeft, roundShade } from './colours.mjs';

export function phone(c, id) {
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
    ) + litFromTopLeft(`${id}bk`, c, 0.6);
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

export function headphones(c, id) {
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

export function pot(c, id) {
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

export function teapot(c, id) {
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

export function lotion(c, id) {
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
