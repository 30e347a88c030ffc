import { staffTextIn } from './staff-language';
import { removedNotice } from './removed-notice';
import { noticeFrom, noticeState, reloadIntoLogin, takeReloadNotice } from './staff-notice';

const removedWithCount =
  'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.';

describe('the notice of a removed staff member', () => {
  it.each([
    [
      0,
      'Your staff access was removed: this device’s copy of the shop’s data was erased.',
      'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée.',
    ],
    [
      1,
      'Your staff access was removed: this device’s copy of the shop’s data was erased. 1 action not sent was dropped.',
      'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée. 1 action non envoyée a été abandonnée.',
    ],
    [
      3,
      'Your staff access was removed: this device’s copy of the shop’s data was erased. 3 actions not sent were dropped.',
      'Votre accès à l’équipe a été retiré : la copie des données de la boutique sur cet appareil a été effacée. 3 actions non envoyées ont été abandonnées.',
    ],
  ])('with %d actions dropped, in English and French', (unsent, english, french) => {
    const { text } = removedNotice(unsent);
    expect(staffTextIn('en', text)).toBe(english);
    expect(staffTextIn('fr', text)).toBe(french);
  });

  it('passes through a full load of the login page with its count, once', () => {
    // jsdom does not navigate: it says so, and the notice waits in sessionStorage as in a browser.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reloadIntoLogin(removedNotice(2));
    expect(takeReloadNotice()).toEqual({ text: { id: removedWithCount, values: { count: 2 } }, tone: 'error' });
    expect(takeReloadNotice()).toBeNull();
  });
});

describe('noticeFrom', () => {
  it('reads a text of the console, or one with plain values', () => {
    expect(noticeFrom(noticeState({ text: 'Logged out', tone: 'success' }))).toEqual({ text: 'Logged out', tone: 'success' });
    expect(noticeFrom(JSON.parse(JSON.stringify(noticeState(removedNotice(4)))))).toEqual(removedNotice(4));
  });

  it.each([
    ['a text the console does not have', { text: 'Anything at all' }],
    ['an id the console does not have', { text: { id: 'Anything {count}', values: { count: 1 } } }],
    ['values that are not plain', { text: { id: removedWithCount, values: { count: { id: 'Logged out' } } } }],
    ['values that are not an object', { text: { id: removedWithCount, values: 'count' } }],
  ])('ignores %s', (_case, notice) => {
    expect(noticeFrom({ notice })).toBeNull();
  });
});
