/**
 * The contract's brand, collection names and limits for scripts and benches. Node 20 cannot import
 * TypeScript, so its modules are bundled in memory by esbuild (the functions' bundler) and imported
 * from a data: URL: one source of truth, no copy and no reading of the source with expressions.
 */
import { build } from 'esbuild';
import { contractSrc } from './paths.mjs';

// Every export of these modules; the names the scripts use are listed once, below.
const entry = `
export * from './brand';
export * from './collections';
export * from './limits';
export * from './order-workflow';
export * from './order-statuses';
export * from './order-holds';
export * from './days';
export * from './order-total';
export * from './catalogue-search';
export * from './stock';
export * from './staff-roles';
export * from './working-days';
export * from './cash';
export * from './cash-close';
export * from './returns';
export * from './schemas/order';
export * from './sales';
export * from './customers';
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
