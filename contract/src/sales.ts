/**
 * The shop's sales, one summary per Niamey day (`salesDays/{day}`), kept by functions: what the reports
 * page reads instead of orders. Plain functions, no zod: the reports page and the seed import them.
 *
 * An order counts once it is priced, on the day it was placed, at the prices of its lines: units and
 * F CFA per variant (kept per month apart, `salesVariantMonths`: a day's document stays small however
 * large the catalogue), its zone, how it came in, who took it (a phone order) and who delivered it, how it
 * was paid (or not yet), and the hour it was placed. A cancellation takes the same back on the day it
 * happens (the hours of the day keep what was placed); a refund takes back its units and F CFA on the
 * day it is paid, by its method. An order's part is a function of the order as it is now: a payment
 * recorded later moves its amount from "unpaid" to the method on its day.
 */

export * from './sales-vocabulary';
export * from './sales-parts';
export * from './sales-layout';
export * from './sales-readers';
