import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../../support/admin-app';
import { uniqueId } from './unique';
import { zoneOrderFields } from './zone-order.mjs';

/**
 * An order of a test's own in the seed's first open zone, placed now: today's delivery sheet of that
 * zone lists it.
 */
export async function placeZoneOrder(label: string, fields: Record<string, unknown> = {}) {
  const [zone] = (await adminDb.collection(collections.deliveryZones).where('active', '==', true).limit(1).get()).docs;
  if (!zone) throw new Error('The seed has no open zone');
  const id = `e2e-${label}-${uniqueId()}`;
  const fee = Number(zone.get('fee'));
  await adminDb
    .collection(collections.orders)
    .doc(id)
    .set({ ...zoneOrderFields({ id: zone.id, name: String(zone.get('name')), fee }), ...fields });
  return { id, zoneId: zone.id };
}
