// The words and shapes of the shop's sales summaries (sales.ts): channels, methods, a day's document, a part, an order as its part reads it.

/**
 * How an order reached the shop: the app, a phone call, a WhatsApp message (the cart's or any), or the
 * web site's cart (/panier, placeWebOrder), with no account.
 */
export const salesChannels = ['app', 'phone', 'whatsapp', 'web'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** The channels staff take an order by in the console (placePhoneOrder). */
export const staffChannels = ['phone', 'whatsapp'] as const satisfies readonly SalesChannel[];
export type StaffChannel = (typeof staffChannels)[number];

/** The channels an order stores (`channel`): staff's, and the web site's; an order without one came by the app. */
export const storedChannels = [...staffChannels, 'web'] as const satisfies readonly SalesChannel[];

/** How a sale was paid: a payment method, or not yet. */
export const salesPayments = ['cash', 'mobile-money', 'unpaid'] as const;
export type SalesPayment = (typeof salesPayments)[number];

/** A count of orders (or refunds) and their F CFA. */
export interface SalesCount {
  orders: number;
  amount: number;
}

export interface VariantSales {
  /** The month, 'YYYY-MM'. */
  month: string;
  productId: string;
  title: string;
  size?: string;
  color?: string;
  units: number;
  amount: number;
}

/**
 * A `salesDays` document: one Niamey day's sales. Every figure but `placed`, `cancelled`, `refunded`
 * and `hours` is net. Each breakdown is as long as the shop has zones, channels, methods, staff and
 * hours: a few kilobytes whatever the day sold.
 */
export interface SalesDay {
  day: string;
  orders: number;
  units: number;
  amount: number;
  /** The delivery fees within `amount`. */
  deliveryFees: number;
  placed: SalesCount;
  cancelled: SalesCount;
  /** Refunds paid that day: how many and how much. */
  refunded: SalesCount;
  /** By zone id ('none' for an order without a zone), with the zone's name when sold. */
  zones: Record<string, SalesCount & { name: string }>;
  channels: Record<string, SalesCount>;
  payments: Record<string, SalesCount>;
  /** By the uid of the staff member who took a phone or WhatsApp order. */
  takenBy: Record<string, SalesCount>;
  /** By the uid of who delivered it: its rider, or whoever handed it over at the counter. */
  deliveredBy: Record<string, SalesCount>;
  /** Orders placed, by Niamey hour '00' to '23'. */
  hours: Record<string, SalesCount>;
  /** The sign-in email of each staff member in `takenBy` and `deliveredBy`, as their profile said it. */
  staffEmails: Record<string, string>;
}

/** The staff members a part names (who took or delivered an order): their emails go with the figures. */
export function staffOf(part: SalesPart): string[] {
  const uids = Object.keys(part.counts).flatMap((key) => {
    const { path } = salesKeyParts(key);
    return path[0] === 'takenBy' || path[0] === 'deliveredBy' ? [path[1]!] : [];
  });
  return [...new Set(uids)];
}

/**
 * What one order or one refund adds to the summaries: numbers by day and path (['variants', key,
 * 'units']), and the labels that go with them (a variant's title, a zone's name). Keys are
 * `salesKey(day, path)`.
 */
export interface SalesPart {
  counts: Record<string, number>;
  labels: Record<string, string>;
}

/** The key of a figure of a day: JSON, so no id or name can run into the next part. */
export const salesKey = (day: string, path: readonly string[]) => JSON.stringify([day, ...path]);

/** The day and the path of a key. */
export function salesKeyParts(key: string): { day: string; path: string[] } {
  const [day, ...path] = JSON.parse(key) as string[];
  return { day: day ?? '', path };
}

/** An order as its sales part needs it: readOrder's reading of a stored order. */
export interface SalesOrder {
  status?: string | undefined;
  items: readonly {
    productId?: string | undefined;
    title?: string | undefined;
    size?: string | undefined;
    color?: string | undefined;
    price?: number | undefined;
    quantity?: number | undefined;
  }[];
  total?: number | undefined;
  deliveryFee?: number | undefined;
  zoneId?: string | undefined;
  zoneName?: string | undefined;
  channel?: string | undefined;
  takenBy?: string | undefined;
  riderId?: string | undefined;
  statusChangedBy?: string | undefined;
  payment?: string | undefined;
  createdAt?: Date | undefined;
  statusChangedAt?: Date | undefined;
}

/** How an order came in: as staff said (placePhoneOrder's channel), else taken by staff on the phone, else the app. */
export function channelOf(order: Pick<SalesOrder, 'channel' | 'takenBy'>): SalesChannel {
  if ((salesChannels as readonly unknown[]).includes(order.channel)) return order.channel as SalesChannel;
  return order.takenBy ? 'phone' : 'app';
}

/** A stored count or amount as a whole number of at least 0 (anything else counts as 0). */
export const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** The fields of an order its sales part is made of: what salesCounted keeps of it. */
export const salesOrderFields = [
  'status',
  'items',
  'total',
  'deliveryFee',
  'zoneId',
  'zoneName',
  'channel',
  'takenBy',
  'riderId',
  'statusChangedBy',
  'payment',
  'createdAt',
  'statusChangedAt',
] as const satisfies readonly (keyof SalesOrder)[];

/** The longest period the reports page shows a day at a time. */
export const maxReportDays = 31;

/** The totals a trend keeps of each day. */
export const trendFigures = ['orders', 'units', 'amount'] as const;

/** The most variants the best sellers list. */
export const bestSellerCount = 10;
