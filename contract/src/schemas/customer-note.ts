import { z } from 'zod';
import { customerNoteLength } from '../customers';
import { personLimits } from '../limits';
import { documentIdSchema, timestampSchema, trimmedText } from './common';

/** A document of customerNotes: one note by a staff member on a customer (a phone number), never changed. */
export const customerNoteSchema = z
  .object({
    customerKey: z.string().regex(/^\d{6,15}$/),
    text: trimmedText(customerNoteLength),
    by: documentIdSchema,
    byEmail: trimmedText(personLimits.emailLength),
    at: timestampSchema,
  })
  .strict();
export type CustomerNoteDocument = z.infer<typeof customerNoteSchema>;
