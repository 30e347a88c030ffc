import { z } from 'zod';
import { catalogueQueryLimits } from '../catalogue';

const single = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (Array.isArray(value) ? Symbol('repeated') : value), schema.optional());

/**
 * The catalogue function's query string: `page` from 1, `q` a search, `category` one category as stored.
 * A parameter given twice, or out of its bounds, is refused rather than guessed.
 */
export const catalogueQuerySchema = z.object({
  page: single(z.string().regex(/^\d{1,4}$/, 'page is a whole number'))
    .transform((page) => Number(page ?? '1'))
    .pipe(z.number().int().min(1).max(catalogueQueryLimits.maxPage)),
  q: single(z.string().max(catalogueQueryLimits.searchLength)).transform((q) => q?.trim() ?? ''),
  category: single(z.string().max(catalogueQueryLimits.categoryLength)).transform((category) => category?.trim() ?? ''),
});

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
