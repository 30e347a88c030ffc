import { serverTimestamp } from 'firebase/firestore';

/** An order as the Android app writes it for `userId`: priced by the server later, so still pending. */
export const appOrder = (userId: string): Record<string, unknown> => ({
  userId,
  items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
  total: 15000,
  status: 'pending',
  phone: '+227 96 11 22 33',
  deliveryAddress: 'Plateau, Niamey',
  createdAt: serverTimestamp(),
});
