// How a part is laid out in the summary documents (sales.ts): a day's, a variant's month, a year's trend.
import { salesKeyParts, trendFigures, type SalesPart } from './sales-vocabulary';

const isVariantFigure = (path: readonly string[]) => path[0] === 'variants';

/**
 * A part's figures as nested objects, one per first part of their keys (a day, a customer), each
 * number built by `make`, with the labels, keeping only the figures whose path `keeps`.
 */
export function nestedFigures<Value>(
  part: SalesPart,
  make: (value: number) => Value,
  keeps: (path: readonly string[]) => boolean = () => true,
): Map<string, Record<string, unknown>> {
  const entries = new Map<string, Record<string, unknown>>();
  const put = (key: string, value: unknown) => {
    const { day: first, path } = salesKeyParts(key);
    if (!keeps(path)) return;
    let node = entries.get(first) ?? {};
    entries.set(first, node);
    for (const name of path.slice(0, -1)) {
      const next = (node[name] as Record<string, unknown> | undefined) ?? {};
      node[name] = next;
      node = next;
    }
    node[path[path.length - 1]!] = value;
  };
  for (const [key, value] of Object.entries(part.counts)) put(key, make(value));
  for (const [key, label] of Object.entries(part.labels)) put(key, label);
  return entries;
}

/** The days a part touches, each with its figures as a nested object (`make` builds each number), variants apart. */
export function salesByDay<Value>(part: SalesPart, make: (value: number) => Value): Map<string, Record<string, unknown>> {
  const days = nestedFigures(part, make, (path) => !isVariantFigure(path));
  return new Map([...days].map(([day, figures]) => [day, { day, ...figures }]));
}

/** A variant's document of a month: the month and the variant's stock id (whose parts are escaped: no "/"). */
export const variantMonthId = (month: string, variant: string) => `${month}_${variant}`;

/**
 * The variants' documents of a month a part touches (`salesVariantMonths`), by id: the month, the
 * variant's labels, and its units and F CFA (`make` builds each number). Best sellers are a query on them.
 */
export function variantMonthsOf<Value>(part: SalesPart, make: (value: number) => Value): Map<string, Record<string, unknown>> {
  const months = new Map<string, Record<string, unknown>>();
  const entry = (key: string) => {
    const { day, path } = salesKeyParts(key);
    if (!isVariantFigure(path) || path.length !== 3) return null;
    const id = variantMonthId(day.slice(0, 7), path[1]!);
    const fields = months.get(id) ?? { month: day.slice(0, 7) };
    months.set(id, fields);
    return { fields, name: path[2]! };
  };
  // A month's figure sums its days' before it is made (an increment is made once).
  const sums = new Map<Record<string, unknown>, Record<string, number>>();
  for (const [key, value] of Object.entries(part.counts)) {
    const found = entry(key);
    if (!found) continue;
    const figures = sums.get(found.fields) ?? {};
    figures[found.name] = (figures[found.name] ?? 0) + value;
    sums.set(found.fields, figures);
  }
  for (const [fields, figures] of sums) {
    for (const [name, value] of Object.entries(figures)) fields[name] = make(value);
  }
  for (const [key, label] of Object.entries(part.labels)) {
    const found = entry(key);
    if (found) found.fields[found.name] = label;
  }
  return months;
}

/**
 * The year documents (`salesTrends/{year}`) a day's totals go to: its own year's, and the next year's
 * for a day from October on, so that the 62 days of a report of the longest period and the period
 * before it, ending in any year, are all in that year's document: the page reads one.
 */
export function trendYearsOf(day: string): string[] {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 10 ? [String(year), String(year + 1)] : [String(year)];
}

/** The trend documents a part touches: by year, each day's totals (`make` builds each number). */
export function trendsOf<Value>(
  part: SalesPart,
  make: (value: number) => Value,
): Map<string, Record<string, Record<string, Value>>> {
  const trends = new Map<string, Record<string, Record<string, Value>>>();
  for (const [key, value] of Object.entries(part.counts)) {
    const { day, path } = salesKeyParts(key);
    const figure = path[0]!;
    if (path.length !== 1 || !(trendFigures as readonly string[]).includes(figure)) continue;
    for (const year of trendYearsOf(day)) {
      const days = trends.get(year) ?? {};
      days[day] = { ...days[day], [figure]: make(value) };
      trends.set(year, days);
    }
  }
  return trends;
}
