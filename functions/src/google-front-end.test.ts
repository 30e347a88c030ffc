import { fromGoogleFrontEnd } from './google-front-end';

describe('fromGoogleFrontEnd', () => {
  it("knows the addresses of Google's own front end and services, however they are written", () => {
    for (const address of [
      '35.191.0.7',
      '130.211.3.255',
      '66.102.8.142',
      '::ffff:66.102.8.142',
      '2001:4860:1::5',
      '[2a00:1450:4001::1]',
    ]) {
      expect([address, fromGoogleFrontEnd(address)]).toEqual([address, true]);
    }
  });

  it('takes any other address, or what is not one, for a caller of its own', () => {
    for (const address of [
      '203.0.113.9',
      '41.203.9.9',
      '35.192.0.1',
      '130.211.4.0',
      '2001:4861::1',
      '127.0.0.1',
      'unknown',
      '',
    ]) {
      expect([address, fromGoogleFrontEnd(address)]).toEqual([address, false]);
    }
  });
});
