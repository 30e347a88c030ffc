import type { InfiniteData } from '@tanstack/react-query';
import { campaignsView, lastDays, withNewCampaign, type KeyStats, type StatsPage } from './referral-stats';
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));

const key = (code: string, days: KeyStats['days'] = []): KeyStats => ({
  code,
  campaign: code.startsWith('~') ? null : { label: code, createdBy: null, createdAt: null },
  total: days.reduce((sum, day) => sum + day.count, 0),
  uniques: days.reduce((sum, day) => sum + day.uniques, 0),
  days,
  orderDays: [],
});
const page = (codes: string[], nextPageToken: string | null, unregistered: KeyStats | null = null): StatsPage => ({
  from: '2026-08-28',
  to: '2026-11-25',
  keys: codes.map((code) => key(code)),
  unregistered,
  nextPageToken,
});
const pagesOf = (...pages: StatsPage[]): InfiniteData<StatsPage> => ({ pages, pageParams: pages.map(() => null) });
const codesOf = (data: InfiniteData<StatsPage>) => data.pages.map((read) => read.keys.map(({ code }) => code));

describe('lastDays', () => {
  it('cuts the last days from the longest period and adds each key up again', () => {
    const stats = {
      from: '2026-08-28',
      to: '2026-11-25',
      keys: [
        key('affiche', [
          { day: '2026-09-01', count: 5, uniques: 2 },
          { day: '2026-10-27', count: 3, uniques: 1 },
          { day: '2026-11-25', count: 1, uniques: 1 },
        ]),
      ],
    };
    expect(lastDays(stats, 90)).toBe(stats);
    expect(lastDays(stats, 30)).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      keys: [{ ...stats.keys[0], total: 4, uniques: 2, days: stats.keys[0]?.days.slice(1) }],
    });
  });
});

describe('campaignsView', () => {
  it('lists the campaigns of every page read and the first page’s unregistered codes, over the period', () => {
    const unregistered = key('~unregistered', [
      { day: '2026-09-01', count: 4, uniques: 4 },
      { day: '2026-11-20', count: 2, uniques: 1 },
    ]);
    const pages = [page(['a', 'b'], 'b', unregistered), page(['c'], null)];
    const view = campaignsView(pages, 30);
    expect(view.keys.map(({ code }) => code)).toEqual(['a', 'b', 'c']);
    expect([view.from, view.to, view.unregistered.total]).toEqual(['2026-10-27', '2026-11-25', 2]);
    expect(campaignsView(pages, 90).unregistered.total).toBe(6);
  });
});

describe('withNewCampaign', () => {
  it('puts a new campaign in code order on the page it belongs to', () => {
    const data = pagesOf(page(['b', 'd'], 'd'), page(['f', 'h'], 'h'));
    expect(codesOf(withNewCampaign(data, key('a')))).toEqual([
      ['a', 'b', 'd'],
      ['f', 'h'],
    ]);
    expect(codesOf(withNewCampaign(data, key('e')))).toEqual([
      ['b', 'd'],
      ['e', 'f', 'h'],
    ]);
  });

  it('adds it at the end of the last page, and to a shop without campaigns', () => {
    expect(codesOf(withNewCampaign(pagesOf(page(['b'], null)), key('z')))).toEqual([['b', 'z']]);
    expect(codesOf(withNewCampaign(pagesOf(page([], null)), key('a')))).toEqual([['a']]);
  });

  it('leaves the pages as they are when it sorts after them and more remain, or is there already', () => {
    const data = pagesOf(page(['b', 'd'], 'd'));
    expect(withNewCampaign(data, key('x'))).toBe(data);
    expect(withNewCampaign(data, key('b'))).toBe(data);
  });
});
