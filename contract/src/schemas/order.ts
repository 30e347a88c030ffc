import { z } from 'zod';
import { documentIdSchema, timestampSchema, trimmedText } from './common';

export const orderStatuses = ['pending', 'confirmed', 'delivered', 'cancelled'] as const;

export const orderItemSchema = z
  .object({
    productId: documentIdSchema,
    title: trimmedText(120),
    price: z.number().int().min(0),
    quantity: z.number().int().min(1).max(99),
    size: trimmedText(24).optional(),
    color: trimmedText(24).optional(),
  })
  .strict();

/** A document of zzstoreOrders, placed by the Android app for its signed-in user. */
export const orderSchema = z
  .object({
    userId: documentIdSchema,
    items: z.array(orderItemSchema).min(1).max(50),
    total: z.number().int().min(0),
    status: z.enum(orderStatuses),
    phone: trimmedText(20),
    deliveryAddress: trimmedText(200),
    createdAt: timestampSchema,
  })
  .strict()
  .refine(
    (order) => order.total === order.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    { message: 'The total is the sum of price times quantity', path: ['total'] },
  );

export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
