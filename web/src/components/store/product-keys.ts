/** react-query keys of the store's products. */
export const productKeys = {
  count: ['products', 'count'] as const,
  categories: ['products', 'categories'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};
