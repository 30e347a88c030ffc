import { z } from 'zod';

/**
 * The functions' own settings, read once from the environment. Under the emulators they come from
 * `.env.local` (never deployed); in production the defaults apply.
 */
const configSchema = z.discriminatedUnion('BLOB_STORE', [
  z.object({ BLOB_STORE: z.literal('cloud') }),
  z.object({
    BLOB_STORE: z.literal('local'),
    LOCAL_BLOB_DIR: z.string().min(1),
    LOCAL_BLOB_BASE_URL: z.url(),
  }),
]);

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse({ BLOB_STORE: 'cloud', ...env });
  if (!parsed.success) {
    throw new Error(`Invalid functions configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
