/** Product pictures for the seed: three views of each kind, drawn flat and rasterised with sharp. */
import { boubou, pagne, tshirt } from './clothes.mjs';
import { linear, mix, shade, tones } from './colours.mjs';
import { headphones, lotion, phone, pot, teapot } from './home-tech.mjs';
import { backpack, handbag, sandal, sneaker } from './shoes-bags.mjs';

const drawers = { boubou, tshirt, pagne, sneaker, sandal, handbag, backpack, phone, headphones, pot, teapot, lotion };

function shadowDefs(id) {
  return `<radialGradient id="${id}sh"><stop offset="0" stop-color="#000" stop-opacity=".38"/><stop offset=".6" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

/** The product and its floor shadow, without any backdrop. */
export function productLayer(kind, palette, id) {
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
 * @param {string} kind a key of `drawers`
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
