/** Records summed per key (a page, a function's task), the largest first, ties by key. */
export function countsBy<Item>(items: readonly Item[], keyOf: (item: Item) => string, countOf: (item: Item) => number) {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(keyOf(item), (totals.get(keyOf(item)) ?? 0) + countOf(item));
  return [...totals].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
