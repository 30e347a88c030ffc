import { randomBytes } from 'node:crypto';

/**
 * 16 random bytes in base64url: a token no one can guess (128 bits). Given when the order is written
 * (placeOrder, placePhoneOrder, the check of an app's order), so no later write of the order is needed.
 */
export const newTrackingToken = () => randomBytes(16).toString('base64url');
