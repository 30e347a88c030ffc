import { defaultWebOrderBounds } from '@kasuwa/contract/web-orders';
import { webOrderAddresses, webOrderLimits } from './web-order-limits';

const from = (forwarded: string | undefined, socket = '10.0.0.9') => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress: socket },
});

describe('the addresses a web order is counted by', () => {
  it('takes, behind Hosting, the visitor as the entry Hosting appended before its own', () => {
    expect(webOrderAddresses(from('41.203.1.2, 35.191.0.7'))).toEqual({ client: '41.203.1.2', connection: '35.191.0.7' });
  });

  it('ignores whatever a visitor wrote before those two', () => {
    expect(webOrderAddresses(from('1.1.1.1, 2.2.2.2, 41.203.1.2, 35.191.0.7'))).toEqual({
      client: '41.203.1.2',
      connection: '35.191.0.7',
    });
  });

  it('holds a direct caller to its own address, the last entry, whatever it writes before it', () => {
    const forged = webOrderAddresses(from('198.51.100.7, 203.0.113.9'));
    expect(forged.connection).toBe('203.0.113.9');
    expect(webOrderAddresses(from('203.0.113.9'))).toEqual({ client: '203.0.113.9', connection: '203.0.113.9' });
  });

  it('takes the socket without the header (the emulators), and an IPv6 address by its /64', () => {
    expect(webOrderAddresses(from(undefined, '127.0.0.1'))).toEqual({ client: '127.0.0.1', connection: '127.0.0.1' });
    expect(webOrderAddresses(from('2001:db8:1:2::5, 2001:db8:9:9::1')).client).toBe('2001:db8:1:2::/64');
  });

  it('bounds the visitor an hour and a day, the connection an hour, and every web order together', () => {
    const limits = webOrderLimits(defaultWebOrderBounds, { client: 'a', connection: 'c' });
    expect(limits.map(({ limit: { subject, max }, refusal }) => [refusal, subject, max])).toEqual([
      ['too-many-hour', 'a', defaultWebOrderBounds.perAddressPerHour],
      ['too-many-day', 'a', defaultWebOrderBounds.perAddressPerDay],
      ['too-many-connection', 'c', defaultWebOrderBounds.perConnectionPerHour],
      ['too-many-web', 'all', defaultWebOrderBounds.inAllPerHour],
    ]);
  });
});
