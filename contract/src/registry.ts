import type { z } from 'zod';
import { roleChangeSchema } from './accounts';
import { collections, orderSubcollections } from './collections';
import { orderFieldWriters, type OrderWriter } from './order-fields';
import { readOrderHolds } from './order-holds';
import { salesStatuses } from './order-workflow';
import { referralCampaignSchema, referralShardSchema } from './referrals';
import {
  readBackupStatus,
  readCampaign,
  readClientError,
  readFeedback,
  readFunctionFailure,
  readOrder,
  readOrderPaymentChange,
  readOrderStatusChange,
  readPost,
  readProduct,
  readProfile,
  readRoleChange,
  readShopUser,
} from './records';
import { storedCampaignShape } from './records/campaign';
import type { FieldReader } from './records/fields';
import { storedFeedbackShape, storedPostShape } from './records/messages';
import { storedOrderPaymentChangeShape, storedOrderShape, storedOrderStatusChangeShape } from './records/order';
import { storedProfileShape, storedRoleChangeShape, storedShopUserShape } from './records/people';
import { storedProductShape } from './records/product';
import {
  checkedOrderStatuses,
  deliveryZoneSchema,
  feedbackSchema,
  orderPaymentChangeSchema,
  orderSchema,
  orderStatusChangeSchema,
  orderStatuses,
  paymentReferenceSchema,
  postSchema,
  productSchema,
  profileSchema,
  shopUserSchema,
} from './schemas';
import { stockSchema, stockSettingsSchema } from './stock';
import { cashHandoverSchema, cashInHandSchema } from './cash';
import { cashCloseLinesSchema, cashCloseSchema, unpaidDeliverySchema } from './cash-close';
import { orderReturnSchema } from './returns';
import { paymentCorrectionSchema } from './payments';
import { readSalesDay, readVariantMonth } from './sales';
import { readCustomer } from './customers';
import { customerNoteSchema } from './schemas/customer-note';

/** Who writes a collection's documents: customers' apps and browsers, staff in the console (both through the rules), or functions. */
export type Writer = OrderWriter;

export interface CollectionEntry {
  /** Its name in Firestore (collections.ts). */
  name: string;
  /** Who writes its documents. The access matrix (tests/rules) proves the rules give `client` and `staff` exactly this. */
  writtenBy: readonly Writer[];
  /** What a document must be when written: the rules and the functions hold writes to it. */
  schema?: z.ZodObject;
  /** How the console and the functions read a stored document, leniently: one reader per field of the schema. */
  reader?: { read: (data: unknown) => unknown; fields: Readonly<Record<string, FieldReader<unknown>>> };
  /** How a document is read when it has no field-by-field reader (a settings document read whole). */
  read?: (data: unknown) => unknown;
  /** Its status sets, by name, each a subset of `all`. */
  statuses?: { all: readonly string[] } & Readonly<Record<string, readonly string[]>>;
  /** Who writes each field, when that differs by field. */
  fieldWriters?: Readonly<Record<string, readonly Writer[]>>;
  /** Its subcollections, described the same way. */
  subcollections?: Readonly<Record<string, CollectionEntry>>;
}

const serverOnly = ['server'] as const;

/**
 * What the contract knows of each collection, in one place: its name, who writes it, the schema its
 * writes pass, the reader of what is stored, its status sets and, for orders, who writes each field.
 * Every collection of collections.ts has its entry (or this does not compile). Tests and the docs'
 * checks read it; code at run time imports the parts it needs from their own modules, so no page
 * downloads the schemas of every collection.
 */
export const collectionRegistry = {
  products: {
    name: collections.products,
    writtenBy: ['staff'],
    schema: productSchema,
    reader: { read: readProduct, fields: storedProductShape },
  },
  orders: {
    name: collections.orders,
    writtenBy: ['client', 'staff', 'server'],
    schema: orderSchema,
    reader: { read: readOrder, fields: storedOrderShape },
    statuses: { all: orderStatuses, checked: checkedOrderStatuses, sales: salesStatuses },
    fieldWriters: orderFieldWriters,
    subcollections: {
      [orderSubcollections.statusChanges]: {
        name: orderSubcollections.statusChanges,
        writtenBy: ['staff', 'server'],
        schema: orderStatusChangeSchema,
        reader: { read: readOrderStatusChange, fields: storedOrderStatusChangeShape },
      },
      [orderSubcollections.paymentChanges]: {
        name: orderSubcollections.paymentChanges,
        writtenBy: ['staff', 'server'],
        schema: orderPaymentChangeSchema,
        reader: { read: readOrderPaymentChange, fields: storedOrderPaymentChangeShape },
      },
    },
  },
  shopUsers: {
    name: collections.shopUsers,
    writtenBy: ['client'],
    schema: shopUserSchema,
    reader: { read: readShopUser, fields: storedShopUserShape },
  },
  posts: {
    name: collections.posts,
    writtenBy: ['client', 'staff'],
    schema: postSchema,
    reader: { read: readPost, fields: storedPostShape },
  },
  feedback: {
    name: collections.feedback,
    writtenBy: ['client', 'staff', 'server'],
    schema: feedbackSchema,
    reader: { read: readFeedback, fields: storedFeedbackShape },
  },
  catalogue: { name: collections.catalogue, writtenBy: serverOnly },
  profiles: {
    name: collections.profiles,
    writtenBy: ['client', 'server'],
    schema: profileSchema,
    reader: { read: readProfile, fields: storedProfileShape },
  },
  deliveryZones: { name: collections.deliveryZones, writtenBy: ['staff'], schema: deliveryZoneSchema },
  counters: { name: collections.counters, writtenBy: serverOnly },
  stock: { name: collections.stock, writtenBy: serverOnly, schema: stockSchema },
  stockMovements: { name: collections.stockMovements, writtenBy: serverOnly },
  stockSettings: {
    name: collections.stockSettings,
    writtenBy: serverOnly,
    schema: stockSettingsSchema,
    // The order holds' document is read whole, its defaults filling what is missing.
    read: readOrderHolds,
  },
  heldUnits: { name: collections.heldUnits, writtenBy: serverOnly },
  phoneLinks: { name: collections.phoneLinks, writtenBy: serverOnly },
  rateLimits: { name: collections.rateLimits, writtenBy: serverOnly },
  locks: { name: collections.locks, writtenBy: serverOnly },
  roleChanges: {
    name: collections.roleChanges,
    writtenBy: serverOnly,
    schema: roleChangeSchema,
    reader: { read: readRoleChange, fields: storedRoleChangeShape },
  },
  operationsStatus: { name: collections.operationsStatus, writtenBy: serverOnly, read: readBackupStatus },
  clientErrors: { name: collections.clientErrors, writtenBy: serverOnly, read: readClientError },
  functionFailures: { name: collections.functionFailures, writtenBy: serverOnly, read: readFunctionFailure },
  referralShards: { name: collections.referralShards, writtenBy: serverOnly, schema: referralShardSchema },
  referralCampaigns: {
    name: collections.referralCampaigns,
    writtenBy: ['staff'],
    schema: referralCampaignSchema,
    reader: { read: readCampaign, fields: storedCampaignShape },
  },
  referralVisitors: { name: collections.referralVisitors, writtenBy: serverOnly },
  referralSalts: { name: collections.referralSalts, writtenBy: serverOnly },
  referralRollups: { name: collections.referralRollups, writtenBy: serverOnly },
  campaignOrders: { name: collections.campaignOrders, writtenBy: serverOnly },
  campaignOrderEvents: { name: collections.campaignOrderEvents, writtenBy: serverOnly },
  paymentReferences: { name: collections.paymentReferences, writtenBy: ['staff'], schema: paymentReferenceSchema },
  paymentCorrections: { name: collections.paymentCorrections, writtenBy: serverOnly, schema: paymentCorrectionSchema },
  cashHandovers: { name: collections.cashHandovers, writtenBy: serverOnly, schema: cashHandoverSchema },
  cashInHand: { name: collections.cashInHand, writtenBy: serverOnly, schema: cashInHandSchema },
  cashCloses: { name: collections.cashCloses, writtenBy: serverOnly, schema: cashCloseSchema },
  cashCloseLines: { name: collections.cashCloseLines, writtenBy: serverOnly, schema: cashCloseLinesSchema },
  unpaidDeliveries: { name: collections.unpaidDeliveries, writtenBy: serverOnly, schema: unpaidDeliverySchema },
  orderReturns: { name: collections.orderReturns, writtenBy: serverOnly, schema: orderReturnSchema },
  // Read whole, by the reports page: a day's figures, each breakdown a map.
  salesDays: { name: collections.salesDays, writtenBy: serverOnly, read: (data: unknown) => readSalesDay('', data) },
  salesVariantMonths: { name: collections.salesVariantMonths, writtenBy: serverOnly, read: readVariantMonth },
  salesTrends: { name: collections.salesTrends, writtenBy: serverOnly },
  salesCounted: { name: collections.salesCounted, writtenBy: serverOnly },
  // Read whole, by the customer page: the figures of one phone number.
  customers: { name: collections.customers, writtenBy: serverOnly, read: (data: unknown) => readCustomer('', data) },
  customerNotes: { name: collections.customerNotes, writtenBy: ['staff'], schema: customerNoteSchema },
  tracking: { name: collections.tracking, writtenBy: serverOnly },
} as const satisfies { [Key in keyof typeof collections]: CollectionEntry & { name: (typeof collections)[Key] } };
