/**
 * The contract's brand, collection names and limits for scripts and benches. Node 20 cannot import
 * TypeScript, so its modules are bundled in memory by esbuild (the functions' bundler) and imported
 * from a data: URL: one source of truth, no copy and no reading of the source with expressions.
 */
import { build } from 'esbuild';
import { contractSrc } from './paths.mjs';

const entry = `
export { brand, generalContact } from './brand';
export { collections, orderSubcollections, blobFolders } from './collections';
export { productLimits, productImageLimits, orderLimits } from './limits';
export { staffMoves } from './order-workflow';
export { paymentReferenceKey } from './order-statuses';
export { defaultOrderHolds } from './order-holds';
export { shopDay } from './days';
export { orderTotal } from './order-total';
export { searchKeys } from './catalogue-search';
export { stockIdOf, defaultLowStockAt } from './stock';
export { staffRoles } from './staff-roles';
export { addWorkingDays } from './working-days';
export { cashHandoverSchema, cashInHandSchema } from './cash';
export { cashCloseLinesSchema, cashCloseSchema, unpaidDeliverySchema } from './cash-close';
export { orderReturnSchema } from './returns';
export { orderSchema } from './schemas/order';
export {
  nestedFigures,
  orderSalesPart,
  refundSalesPart,
  salesByDay,
  salesChange,
  salesOrderFields,
  staffOf,
  sumSales,
  trendsOf,
  variantMonthsOf,
} from './sales';
export { customerKeyOf, customerOrderFields, orderCustomerPart } from './customers';
`;

const bundled = await build({
  stdin: { contents: entry, resolveDir: contractSrc, loader: 'ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});

const contract = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

export const {
  brand,
  generalContact,
  collections,
  orderSubcollections,
  blobFolders,
  productLimits,
  productImageLimits,
  orderLimits,
  addWorkingDays,
  cashHandoverSchema,
  cashInHandSchema,
  cashCloseSchema,
  cashCloseLinesSchema,
  unpaidDeliverySchema,
  orderReturnSchema,
  orderSchema,
  orderSalesPart,
  refundSalesPart,
  salesByDay,
  salesChange,
  salesOrderFields,
  staffOf,
  sumSales,
  trendsOf,
  variantMonthsOf,
  customerKeyOf,
  customerOrderFields,
  orderCustomerPart,
  nestedFigures,
  staffMoves,
  paymentReferenceKey,
  defaultOrderHolds,
  stockIdOf,
  defaultLowStockAt,
  shopDay,
  searchKeys,
  orderTotal,
  staffRoles,
} = contract;
