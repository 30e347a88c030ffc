/**
 * Stands in for fontkit's Brotli decoder in the browser build (web/vite.config.ts): fontkit needs it
 * only to open WOFF2 fonts, and the PDFs embed TTF files (lib/pdf-fonts.ts), so about 35 KB gzipped
 * of decoder is left out of what a PDF loads.
 */
export default function decompressBrotli(): never {
  throw new Error('WOFF2 fonts cannot be read here: the PDFs embed TTF fonts');
}
