import { FieldValue } from 'firebase-admin/firestore';

/**
 * A new order of the seed's verified customer (two teapots) in a zone, priced as placeOrder writes it
 * (the zone's fee in the total), placed and checked now: for the end-to-end tests and the benches.
 */
export const zoneOrderFields = (zone) => ({
  userId: 'seed-customer-verified',
  items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
  total: 15_000 + zone.fee,
  deliveryFee: zone.fee,
  zoneId: zone.id,
  zoneName: zone.name,
  status: 'new',
  phone: '+227 96 11 22 33',
  customerName: 'Awa Hamidou',
  deliveryAddress: 'Plateau, rue du Musée, Niamey',
  createdAt: FieldValue.serverTimestamp(),
  checkedAt: FieldValue.serverTimestamp(),
});
