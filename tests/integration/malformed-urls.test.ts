/**
 * A request with a malformed percent escape once threw inside the Hosting emulator's redirect
 * middleware and ended the whole Firebase CLI (scripts/patches/superstatic-malformed-urls.mjs). Each
 * must now get an error answer, and the site must still answer afterwards.
 */
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { functionsOrigin, hostingOrigin, projectId } from '../support/emulators';

const site = hostingOrigin;
const malformed = [
  '/%E9',
  '/%',
  '/%zz',
  '/télé%E9charger',
  '/store/%E9',
  '/api/track-referral?ref=%',
  '/api/track-referral?ref=%E9',
];

describe('malformed URLs on the Hosting emulator', () => {
  it.each(malformed)('answers %s with 400 and stays up', async (path) => {
    const response = await fetch(`${site}${path}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request: malformed URL');
    expect((await fetch(`${site}/`)).status).toBe(200);
  });

  it('survives a burst of them and still serves pages and functions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => fetch(`${site}${malformed[index % malformed.length]}`)),
    );
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 400));
    expect((await fetch(`${site}/contact`)).status).toBe(200);
    expect((await fetch(`${site}/api/track-referral?ref=malformed-after`)).status).toBe(204);
  });

  it('the Functions emulator answers a malformed query with 400 too', async () => {
    const response = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.trackReferral}?ref=%`);
    expect(response.status).toBe(400);
  });
});
