import { channelOf, type SalesChannel, type SalesOrder } from '@kasuwa/contract/sales';
import type { StaffTextId } from '../../staff/staff-language';

/** How each channel reads in the console: the order lists, the alerts, the delivery sheet, the reports. */
export const channelNames: Record<SalesChannel, StaffTextId> = { app: 'App', phone: 'Phone', whatsapp: 'WhatsApp', web: 'Web' };

/** How an order came in, as staff read it: its stored channel, else the phone when staff took it, else the app. */
export const channelName = (order: Pick<SalesOrder, 'channel' | 'takenBy'>): StaffTextId => channelNames[channelOf(order)];
