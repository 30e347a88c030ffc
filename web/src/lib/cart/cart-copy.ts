/** French counts: 0 and 1 take the singular. */
export const articles = (count: number) => `${count} article${count > 1 ? 's' : ''}`;
