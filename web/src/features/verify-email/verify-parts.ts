import type { PartTags } from '../../lib/page-parts';

/** The parts of /verify (verify-page.tsx) that verify-page-script.ts fills. */
export const verifyParts = {
  title: 'h1',
  status: 'p',
  alert: 'p',
  retryRow: 'p',
  retry: 'button',
  openRow: 'p',
  open: 'a',
  download: 'a',
  texts: 'script',
} as const satisfies PartTags;
