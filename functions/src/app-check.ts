import { defineBoolean } from 'firebase-functions/params';

/**
 * Whether the callables the Android app and the staff console call refuse a request without a valid
 * App Check token. Off until both send tokens (docs/operations.md, "App Check"); on the emulators it
 * stays off, since they decode App Check tokens without verifying them (docs/adr/0077-app-check.md).
 */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token (once the app and the console send them).',
});
