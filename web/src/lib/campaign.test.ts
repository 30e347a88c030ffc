import { campaignKeptMs, currentCampaign, rememberCampaign } from './campaign';

beforeEach(() => localStorage.clear());

describe('the campaign a visitor arrived with', () => {
  it('keeps a valid ?ref= code for 30 days, the latest winning', () => {
    rememberCampaign('?ref=affiche-wadata', { now: 1_000 });
    expect(currentCampaign(1_000 + campaignKeptMs)).toBe('affiche-wadata');
    expect(currentCampaign(1_001 + campaignKeptMs)).toBeNull();
    rememberCampaign('?x=1&ref=sms_nov', { now: 2_000 });
    expect(currentCampaign(3_000)).toBe('sms_nov');
  });

  it('lets no other site replace a code kept: only a visit straight or from the shop’s pages does', () => {
    const origin = 'https://kasuwa-app.web.app';
    rememberCampaign('?ref=affiche-wadata', { referrer: '', origin, now: 1_000 });
    rememberCampaign('?ref=site-pirate', { referrer: 'https://pirate.example/promo', origin, now: 2_000 });
    rememberCampaign('?ref=site-pirate', { referrer: 'not a url', origin, now: 2_500 });
    expect(currentCampaign(3_000)).toBe('affiche-wadata');
    rememberCampaign('?ref=sms_nov', { referrer: `${origin}/boutique`, origin, now: 4_000 });
    expect(currentCampaign(5_000)).toBe('sms_nov');
    // Once the kept code has lapsed, another site's code is kept like any other.
    rememberCampaign('?ref=site-partenaire', { referrer: 'https://partenaire.example/', origin, now: 4_001 + campaignKeptMs });
    expect(currentCampaign(4_002 + campaignKeptMs)).toBe('site-partenaire');
  });

  it('ignores pages without a code, bad codes and damaged copies', () => {
    rememberCampaign('', { now: 1_000 });
    rememberCampaign('?ref=pas%20un%20code', { now: 1_000 });
    rememberCampaign(`?ref=${'a'.repeat(65)}`, { now: 1_000 });
    expect(currentCampaign(1_000)).toBeNull();
    localStorage.setItem('kasuwa.campaign', '{broken');
    expect(currentCampaign(1_000)).toBeNull();
    localStorage.setItem('kasuwa.campaign', JSON.stringify({ code: '<script>', at: 1_000 }));
    expect(currentCampaign(1_000)).toBeNull();
  });
});
