import type { StoredOrder, StoredOrderItem } from '@kasuwa/contract/records';

/** A line of an order as the store admin shows it. */
export type OrderLine = StoredOrderItem;

/** A document of zzstoreOrders as the store admin shows it. */
export type OrderRecord = StoredOrder & { id: string };

/** The count of new orders beside Orders in the menu: read by the frame, refreshed when an order moves. */
export const newOrderCountKey = ['store', 'orders', 'new-count'] as const;
