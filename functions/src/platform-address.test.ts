import { platformAddress } from './platform-address';

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
