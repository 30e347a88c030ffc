import './global-options';

export { blobs } from './blobs';
export { getReferralStats, trackReferral } from './referrals';
