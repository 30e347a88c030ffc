import { z } from 'zod';
import { messageLimits, personLimits } from '../limits';
import { documentIdSchema, httpUrlSchema, timestampSchema, trimmedText } from './common';

/** A document of the posts collection ({product}Posts): a shopper's post in the app's feed. */
export const postSchema = z
  .object({
    authorId: documentIdSchema,
    authorName: trimmedText(personLimits.nameLength),
    text: trimmedText(messageLimits.postLength),
    imageUrl: httpUrlSchema.optional(),
    productId: documentIdSchema.optional(),
    createdAt: timestampSchema,
  })
  .strict();

export type Post = z.infer<typeof postSchema>;
