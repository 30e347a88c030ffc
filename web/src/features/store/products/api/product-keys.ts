/** react-query keys of the store's products. */
export const productKeys = {
  list: ['products', 'list'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};
