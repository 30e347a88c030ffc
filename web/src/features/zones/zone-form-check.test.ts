import { checkZone } from './zone-form-check';
import { staffTextIn } from '../../components/staff/staff-language';

const draft = { name: ' Wadata ', fee: '750', minimumOrder: '', active: true };

describe('checkZone', () => {
  it('gives the fields, trimmed, a blank minimum as 0', () => {
    expect(checkZone(draft, ['Lazaret'])).toEqual({ fields: { name: 'Wadata', fee: 750, minimumOrder: 0, active: true } });
  });

  it('refuses a blank or taken name and fees that are not whole F CFA within the limit', () => {
    expect(checkZone({ ...draft, name: '  ' }, [])).toEqual({ error: 'Give the zone a name.' });
    const taken = checkZone(draft, ['wadata']);
    expect('error' in taken && [staffTextIn('en', taken.error), staffTextIn('fr', taken.error)]).toEqual([
      'There is already a zone named Wadata.',
      'Une zone s’appelle déjà Wadata.',
    ]);
    for (const fee of ['', '-5', '7.5', '100001', 'gratuit']) expect(checkZone({ ...draft, fee }, [])).toHaveProperty('error');
    expect(checkZone({ ...draft, minimumOrder: '1e3' }, [])).toHaveProperty('error');
  });
});
