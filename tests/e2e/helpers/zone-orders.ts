import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../../support/admin-app';
import { uniqueId } from './unique';

/**
 * An order of a test's own in the seed's first open zone, priced as placeOrder writes it (the zone's
 * fee in the total), placed now: today's delivery sheet of that zone lists it.
 */
export async function placeZoneOrder(label: string, fields: Record<string, unknown> = {}) {
  const [zone] = (await adminDb.collection(collections.deliveryZones).where('active', '==', true).limit(1).get()).docs;
  if (!zone) throw new Error('The seed has no open zone');
  const id = `e2e-${label}-${uniqueId()}`;
  const fee = Number(zone.get('fee'));
  await adminDb
    .collection(collections.orders)
    .doc(id)
    .set({
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
      total: 15_000 + fee,
      deliveryFee: fee,
      zoneId: zone.id,
      zoneName: String(zone.get('name')),
      status: 'new',
      phone: '+227 96 11 22 33',
      customerName: 'Awa Hamidou',
      deliveryAddress: 'Plateau, rue du Musée, Niamey',
      createdAt: FieldValue.serverTimestamp(),
      checkedAt: FieldValue.serverTimestamp(),
      ...fields,
    });
  return { id, zoneId: zone.id };
}
