import { brand } from '@kasuwa/contract/brand';

/** The staff area's addresses: each gets a loading shell at build time, then the staff app. */
export const staffPages = [{ path: '/admin-login', title: `Staff login — ${brand.name}` }] as const;
