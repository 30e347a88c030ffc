import type { PartTags } from '../../lib/page-parts';

/** The parts of /télécharger (download-page.tsx) that download-page-script.ts fills. */
export const downloadParts = {
  apkLink: 'a',
  qr: 'svg',
  checksum: 'code',
  copy: 'button',
  copyStatus: 'span',
  texts: 'script',
} as const satisfies PartTags;
