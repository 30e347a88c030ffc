import { dateField, fieldsOf, optionalTextField, readFields } from './fields';

/** The same fields as referralCampaignSchema, each read leniently. */
export const storedCampaignShape = {
  ...fieldsOf(optionalTextField, 'code', 'label', 'createdBy'),
  createdAt: dateField,
};

/** A referralCampaigns document (keyed by its code), registered by staff or by the Admin SDK. */
export const readCampaign = (data: unknown) => readFields(storedCampaignShape, data);

export type StoredCampaign = ReturnType<typeof readCampaign>;
