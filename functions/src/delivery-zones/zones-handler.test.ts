import type { Request } from 'firebase-functions/v2/https';
import { fakeResponse } from '../test-support/fake-response';
import { activeZones, cachedZones, zonesHandler } from './zones-handler';

const updatedAt = { toMillis: () => 0 };
const zone = (name: string, fee: number, active = true) => ({ name, fee, minimumOrder: 0, active, updatedAt });

describe('the delivery zones', () => {
  it('offers the active zones in French order, and leaves out what is not a zone', () => {
    expect(
      activeZones([
        { id: 'w', data: zone('Wadata', 750) },
        { id: 'a', data: zone('Autre quartier', 1_500) },
        { id: 'e', data: zone('Écogare', 500) },
        { id: 'f', data: zone('Fermé', 0, false) },
        { id: 'x', data: { name: 'Cassé', fee: -1 } },
      ]).map(({ id }) => id),
    ).toEqual(['a', 'e', 'w']);
  });

  it('reads once per minute whatever the number of requests', async () => {
    let time = 0;
    const read = jest.fn(async () => [{ id: 'w', name: 'Wadata', fee: 750, minimumOrder: 0 }]);
    const current = cachedZones(read, () => time);
    await Promise.all([current(), current(), current()]);
    time = 59_000;
    await current();
    expect(read).toHaveBeenCalledTimes(1);
    time = 60_000;
    await current();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers GET with the zones the CDN may keep, 405 to other methods, 503 uncached when they cannot be read', async () => {
    const zones = [{ id: 'w', name: 'Wadata', fee: 750, minimumOrder: 0 }];
    const ok = fakeResponse();
    await zonesHandler(async () => zones)({ method: 'GET' } as Request, ok.res);
    expect(ok.sent).toMatchObject({
      status: 200,
      body: { zones },
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' },
    });
    const post = fakeResponse();
    await zonesHandler(async () => zones)({ method: 'POST' } as Request, post.res);
    expect(post.sent.status).toBe(405);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = fakeResponse();
    await zonesHandler(async () => Promise.reject(new Error('down')))({ method: 'GET' } as Request, failed.res);
    expect(failed.sent).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
  });
});
