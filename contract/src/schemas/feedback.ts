import { z } from 'zod';
import { feedbackTypes } from '../roles';
import { documentIdSchema, httpUrlSchema, timestampSchema, trimmedText } from './common';

/** A document of `feedback`, written by the Android app. userId and createdAt may be absent. */
export const feedbackSchema = z
  .object({
    userId: documentIdSchema.optional(),
    feedbackType: z.enum(feedbackTypes),
    message: trimmedText(2000),
    screenshotUrl: httpUrlSchema.optional(),
    createdAt: timestampSchema.optional(),
  })
  .strict();

export type Feedback = z.infer<typeof feedbackSchema>;
