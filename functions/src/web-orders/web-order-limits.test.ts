import { defaultWebOrderBounds } from '@kasuwa/contract/web-orders';
import { webOrderAddresses, webOrderLimits } from './web-order-limits';

const from = (forwarded: string | undefined, socket = '10.0.0.9') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: socket },
});
// 35.191.0.0/16 and 66.102.0.0/20 are Google's own; 203.0.113.0/24 and 2001:db8::/32 anyone's.
const hosting = '35.191.0.7';

describe('the addresses a web order is counted by', () => {
  it('takes, behind Hosting, the visitor as the entry Hosting appended before its own, and no connection', () => {
    expect(webOrderAddresses(from(`41.203.1.2, ${hosting}`))).toEqual({ client: '41.203.1.2', connection: null });
    expect(webOrderAddresses(from('41.203.1.2, 66.102.8.142'))).toEqual({ client: '41.203.1.2', connection: null });
  });

  it('ignores whatever a visitor wrote before those two', () => {
    expect(webOrderAddresses(from(`1.1.1.1, 2.2.2.2, 41.203.1.2, ${hosting}`))).toEqual({
      client: '41.203.1.2',
      connection: null,
    });
  });

  it('holds a direct caller to its own address, the last entry, whatever it writes before it', () => {
    expect(webOrderAddresses(from('198.51.100.7, 203.0.113.9'))).toEqual({
      client: '198.51.100.7',
      connection: '203.0.113.9',
    });
    expect(webOrderAddresses(from('203.0.113.9'))).toEqual({ client: '203.0.113.9', connection: '203.0.113.9' });
  });

  it('keys a relayed IPv6 visitor by its /64, a direct IPv6 caller by its /48', () => {
    expect(webOrderAddresses(from(`2001:db8:1:2::5, ${hosting}`)).client).toBe('2001:db8:1:2::/64');
    expect(webOrderAddresses(from('2001:db8:1:2::5, 2001:db8:9:9::1'))).toEqual({
      client: '2001:db8:1:2::/64',
      connection: '2001:db8:9::/48',
    });
    expect(webOrderAddresses(from('2001:db8:9:ffff::1'))).toEqual({
      client: '2001:db8:9::/48',
      connection: '2001:db8:9::/48',
    });
  });

  it('takes the socket without the header (the emulators) as a direct caller', () => {
    expect(webOrderAddresses(from(undefined, '127.0.0.1'))).toEqual({ client: '127.0.0.1', connection: '127.0.0.1' });
  });
});

describe('the bounds of a web order', () => {
  const bound = (limits: ReturnType<typeof webOrderLimits>['orders']) =>
    limits.map(({ limit: { subject, max }, refusal }) => [refusal, subject, max]);

  it('counts attempts by the client, and by a direct caller’s own address', () => {
    const { attempts } = webOrderLimits(defaultWebOrderBounds, { client: 'a', connection: 'c' });
    expect(bound(attempts)).toEqual([
      ['too-many-attempts', 'a', defaultWebOrderBounds.attemptsPerAddressPerHour],
      ['too-many-connection', 'c', defaultWebOrderBounds.attemptsPerConnectionPerHour],
    ]);
    const relayed = webOrderLimits(defaultWebOrderBounds, { client: 'a', connection: null });
    expect(bound(relayed.attempts)).toEqual([['too-many-attempts', 'a', defaultWebOrderBounds.attemptsPerAddressPerHour]]);
  });

  it('bounds the client an hour and a day, a direct caller an hour, every web order together', () => {
    const { orders } = webOrderLimits(defaultWebOrderBounds, { client: 'a', connection: 'c' });
    expect(bound(orders)).toEqual([
      ['too-many-hour', 'a', defaultWebOrderBounds.perAddressPerHour],
      ['too-many-day', 'a', defaultWebOrderBounds.perAddressPerDay],
      ['too-many-connection', 'c', defaultWebOrderBounds.perConnectionPerHour],
      ['too-many-web', 'all', defaultWebOrderBounds.inAllPerHour],
    ]);
  });

  it('keys nothing on Hosting’s own address: no visitor can spend it for the others', () => {
    const { attempts, orders } = webOrderLimits(defaultWebOrderBounds, { client: 'a', connection: null });
    expect([...attempts, ...orders].map(({ limit }) => limit.subject)).toEqual(['a', 'a', 'a', 'all']);
  });
});
