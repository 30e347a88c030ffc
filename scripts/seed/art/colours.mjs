/** Colour arithmetic and gradients shared by every drawing. */

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

export function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((v, i) => v + (y[i] - v) * t));
}

/** t > 0 lightens towards white, t < 0 darkens towards black. */
export function shade(colour, t) {
  return t >= 0 ? mix(colour, '#ffffff', t) : mix(colour, '#000000', -t);
}

export function tones({ primary, secondary, background }) {
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

export function linear(id, stops, x2 = 0, y2 = 1) {
  const s = stops
    .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** Left-to-right shading that makes a flat shape read as a rounded object. */
export function roundShade(id, base) {
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

/** The usual light on a product's body: light at the top left, its own colour, shadow at the bottom right. */
export function litFromTopLeft(id, c, middle = 0.5) {
  return linear(
    id,
    [
      [0, c.pl],
      [middle, c.p],
      [1, c.pd],
    ],
    1,
    1,
  );
}
