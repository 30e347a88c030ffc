import { encode } from 'uqr';

/** Quiet zone around the code, in modules: scanners need a light margin. */
const quietZone = 4;

/**
 * A QR code (error correction L) as one SVG path over a square of `size` modules, dark modules
 * merged into horizontal runs to keep the markup small.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { size, data } = encode(text, { ecc: 'L', border: quietZone });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run += 1;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return { size, d };
}
