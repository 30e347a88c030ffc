/**
 * Returns and refunds as the published terms promise them (/conditions, /returns): 7 days from
 * delivery to withdraw, a refund within 14 working days by the method the customer paid with, and the
 * goods the terms exclude, unless defective or not as ordered. Without zod: the legal pages print the
 * exclusions from here, and the functions quote them.
 */
export const returnTerms = {
  /** Days from delivery in which a return is taken without a manager's override. */
  windowDays: 7,
  /** Working days (Niger's) from the return in which the refund is due. */
  refundWorkingDays: 14,
  /** From this working day on, a refund not done is flagged. */
  flagFromWorkingDay: 10,
  noteLength: 300,
} as const;

/**
 * The goods the terms exclude from withdrawal, each in the terms' own words (the legal pages print
 * them from here). A shop category is put in one of them by the owner (returnSettings).
 */
export const returnExclusions = {
  perishable: 'les denrées alimentaires et les produits périssables',
  hygiene: 'les produits d’hygiène et les cosmétiques, une fois ouverts',
  personalised: 'les produits personnalisés, confectionnés selon les indications du Client',
  credit: 'les cartes cadeaux et le crédit électronique (recharges de crédit téléphonique, de communication ou de données)',
} as const;
export type ReturnExclusion = keyof typeof returnExclusions;
