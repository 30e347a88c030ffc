import { z } from 'zod';
import { messageLimits } from '../limits';
import { feedbackTypes } from '../roles';
import { documentIdSchema, httpUrlSchema, timestampSchema, trimmedText } from './common';

/** A document of `feedback`, written by the Android app. userId and createdAt may be absent. */
export const feedbackSchema = z
  .object({
    userId: documentIdSchema.optional(),
    feedbackType: z.enum(feedbackTypes),
    message: trimmedText(messageLimits.feedbackLength),
    screenshotUrl: httpUrlSchema.optional(),
    createdAt: timestampSchema.optional(),
    /**
     * The staff list's sort key, stamped by a function when the record is created: createdAt, or the
     * document's create time when the app sent none. Ordering by createdAt would drop the records
     * without it. Optional because it lands just after the app's write; no client may set it.
     */
    listedAt: timestampSchema.optional(),
  })
  .strict();

export type Feedback = z.infer<typeof feedbackSchema>;
