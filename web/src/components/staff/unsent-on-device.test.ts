import { dropUnsentOnDevice, forgetDroppedCount } from './unsent-on-device';

// Entries as the store's offline code writes them (queued-actions.ts, phone-order-drafts.ts, through
// device-entries.ts): `<prefix><uid>.<id>`, one JSON record each.
const keep = (key: string, value: object) => localStorage.setItem(key, JSON.stringify(value));
const keys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();

beforeEach(() => localStorage.clear());

describe('dropUnsentOnDevice', () => {
  it("drops the staff member's actions and drafts, keeps everyone else's and the console's other keys", () => {
    keep('kasuwa.queued.u1.a1', { id: 'a1', kind: 'move', at: 1 });
    keep('kasuwa.queued.u1.a2', { id: 'a2', kind: 'payment', at: 2 });
    keep('kasuwa.drafts.u1.r1', { requestId: 'r1', form: { name: 'Awa', phone: '+227 90 00 00 00' }, at: 3 });
    keep('kasuwa.drafts.u1.r2', { requestId: 'r2', at: 4, toCheck: 'Stock gone' });
    keep('kasuwa.queued.u2.a3', { id: 'a3', kind: 'move', at: 5 });
    keep('kasuwa.drafts.u2.r3', { requestId: 'r3', at: 6 });
    // A uid that starts like this one's is someone else.
    keep('kasuwa.queued.u10.a4', { id: 'a4', kind: 'move', at: 7 });
    localStorage.setItem('kasuwa.staff-language', 'fr');
    expect(dropUnsentOnDevice('u1')).toBe(4);
    expect(keys()).toEqual([
      'kasuwa.drafts.u2.r3',
      'kasuwa.dropped.u1',
      'kasuwa.queued.u10.a4',
      'kasuwa.queued.u2.a3',
      'kasuwa.staff-language',
    ]);
  });

  it('does not count an action refused on arrival (it was sent), and drops it all the same', () => {
    keep('kasuwa.queued.u1.a1', { id: 'a1', at: 1, refused: true });
    localStorage.setItem('kasuwa.queued.u1.a2', 'not json');
    expect(dropUnsentOnDevice('u1')).toBe(1);
    expect(keys()).toEqual(['kasuwa.dropped.u1']);
  });

  it('says the count of the tab that dropped them first, in every other tab', () => {
    keep('kasuwa.queued.u1.a1', { id: 'a1', at: 1 });
    keep('kasuwa.drafts.u1.r1', { requestId: 'r1', at: 2 });
    expect(dropUnsentOnDevice('u1')).toBe(2);
    // The other tab finds nothing left to drop.
    expect(dropUnsentOnDevice('u1')).toBe(2);
    // The staff member logs in again later: a removal then is counted afresh.
    forgetDroppedCount('u1');
    expect(dropUnsentOnDevice('u1')).toBe(0);
  });

  it('counts nothing where the browser keeps no localStorage', () => {
    expect(dropUnsentOnDevice('u1', null)).toBe(0);
  });
});
