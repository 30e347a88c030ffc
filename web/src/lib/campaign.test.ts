import { campaignKeptMs, currentCampaign, rememberCampaign } from './campaign';

beforeEach(() => localStorage.clear());

describe('the campaign a visitor arrived with', () => {
  it('keeps a valid ?ref= code for 30 days, the latest winning', () => {
    rememberCampaign('?ref=affiche-wadata', 1_000);
    expect(currentCampaign(1_000 + campaignKeptMs)).toBe('affiche-wadata');
    expect(currentCampaign(1_001 + campaignKeptMs)).toBeNull();
    rememberCampaign('?x=1&ref=sms_nov', 2_000);
    expect(currentCampaign(3_000)).toBe('sms_nov');
  });

  it('ignores pages without a code, bad codes and damaged copies', () => {
    rememberCampaign('', 1_000);
    rememberCampaign('?ref=pas%20un%20code', 1_000);
    rememberCampaign(`?ref=${'a'.repeat(65)}`, 1_000);
    expect(currentCampaign(1_000)).toBeNull();
    localStorage.setItem('kasuwa.campaign', '{broken');
    expect(currentCampaign(1_000)).toBeNull();
    localStorage.setItem('kasuwa.campaign', JSON.stringify({ code: '<script>', at: 1_000 }));
    expect(currentCampaign(1_000)).toBeNull();
  });
});
