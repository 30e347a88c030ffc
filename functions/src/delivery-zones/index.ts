import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { zoneLimits } from '@kasuwa/contract/limits';
import { db } from '../firebase';
import { activeZones, cachedZones, zonesHandler } from './zones-handler';
import { observed } from '../operations/observers';

const readZones = async () => {
  const stored = await db.collection(collections.deliveryZones).where('active', '==', true).limit(zoneLimits.maxZones).get();
  return activeZones(stored.docs.map((zone) => ({ id: zone.id, data: zone.data() })));
};

/** /panier's delivery zones, served through a Hosting rewrite (same origin) and cached by its CDN. */
export const deliveryZones = onRequest(
  { invoker: 'public', cors: false },
  observed.request('deliveryZones', zonesHandler(cachedZones(readZones, Date.now))),
);
