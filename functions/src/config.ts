import { z } from 'zod';
import { brand } from '@kasuwa/contract/brand';

const originSchema = z
  .url()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'An origin is scheme://host[:port], with no path or trailing slash',
  );

/** Comma-separated origins whose pages may read the answers of public HTTP functions (CORS). */
const allowedOriginsSchema = z
  .string()
  .default(brand.siteUrl)
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(originSchema).min(1, 'ALLOWED_ORIGINS names no origin'));

const shared = {
  ALLOWED_ORIGINS: allowedOriginsSchema,
  /** How long an instance serves its copy of the catalogue before it asks whether products changed. */
  CATALOGUE_RECHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /** How long an instance answers the referral statistics' open days from the sums it read. */
  REFERRAL_OPEN_DAYS_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** The bucket the nightly backup writes to; `<project>-backups` when unset (docs/operations.md). */
  BACKUP_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'A bucket name, without gs://')
    .optional(),
};

/**
 * The functions' own settings, read once from the environment. Under the emulators they come from
 * `.env.local` (never deployed); in production the defaults apply.
 */
const configSchema = z.discriminatedUnion('BLOB_STORE', [
  z.object({ BLOB_STORE: z.literal('cloud'), ...shared }),
  z.object({
    BLOB_STORE: z.literal('local'),
    LOCAL_BLOB_DIR: z.string().min(1),
    LOCAL_BLOB_BASE_URL: z.url(),
    ...shared,
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

let current: Config | undefined;

/** The configuration of this instance, read from the environment on first use. */
export function config(): Config {
  current ??= readConfig();
  return current;
}
