import './global-options';

export { setEmailVerified, setUserRole, syncRoleClaim } from './accounts';
export { blobs } from './blobs';
export { removeFeedbackScreenshot, stampFeedbackListedAt } from './feedback';
export { getReferralStats, trackReferral } from './referrals';
