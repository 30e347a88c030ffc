import { brand } from '@kasuwa/contract/brand';

const downloadPath = '/télécharger';

/**
 * The link a campaign's poster carries: the canonical site (brand.siteUrl), not the address this page
 * was opened at, which may be a preview that expires while the poster is still on a wall. Written the
 * way URL() writes it, with the é percent-encoded: a QR reader that guesses another character set than
 * UTF-8 cannot garble it.
 */
export const campaignUrl = (code: string) => new URL(`${downloadPath}?ref=${encodeURIComponent(code)}`, brand.siteUrl).href;

/** The same link as people read it, printed under the code: no scheme, the é as it is. */
export const printedCampaignUrl = (code: string) => `${new URL(brand.siteUrl).host}${downloadPath}?ref=${code}`;
