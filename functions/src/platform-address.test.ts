import { addressBudgetKey, platformAddress } from './platform-address';

describe('platformAddress', () => {
  it("takes the last X-Forwarded-For entry, the one Google's front end appends, not what the client sent before it", () => {
    const at = (headers: Record<string, string | string[]>) =>
      platformAddress({ headers, socket: { remoteAddress: '10.0.0.9' } });
    expect(at({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(at({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8,203.0.113.7' })).toBe('203.0.113.7');
    expect(at({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.7'] })).toBe('203.0.113.7');
    expect(at({ 'x-forwarded-for': ' , ' })).toBe('10.0.0.9');
    expect(at({})).toBe('10.0.0.9');
    expect(platformAddress({ headers: {} })).toBe('unknown');
  });
});

describe('addressBudgetKey', () => {
  it('keeps an IPv4 address, and an IPv6 address by its /64 network, however it is written', () => {
    expect(addressBudgetKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBudgetKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const sameNetwork = [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:1:2:3',
      '[2001:db8:aa:1:9::9]',
      '2001:DB8:AA:1::abcd%eth0',
    ];
    expect(new Set(sameNetwork.map((address) => addressBudgetKey(address)))).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(addressBudgetKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressBudgetKey('::1')).toBe('0:0:0:0::/64');
    expect(addressBudgetKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv6 address by its /48 network when told, however it is written', () => {
    expect(addressBudgetKey('2001:db8:aa:1::1', 48)).toBe('2001:db8:aa::/48');
    expect(addressBudgetKey('2001:0db8:00aa:ffff:1:2:3:4', 48)).toBe('2001:db8:aa::/48');
    expect(addressBudgetKey('2001:db8:ab:1::1', 48)).toBe('2001:db8:ab::/48');
    expect(addressBudgetKey('203.0.113.7', 48)).toBe('203.0.113.7');
  });

  it('leaves what is not an address as it is', () => {
    expect(['unknown', '1:2:3', 'zz::1', ''].map((address) => addressBudgetKey(address))).toEqual([
      'unknown',
      '1:2:3',
      'zz::1',
      '',
    ]);
    expect(addressBudgetKey('1::2::3')).toBe('1::2::3');
    expect(addressBudgetKey('300.1.1.1')).toBe('300.1.1.1');
  });
});
