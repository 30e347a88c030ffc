import { brand } from './brand';

export const roles = [brand.adminRole, 'customer'] as const;
export type Role = (typeof roles)[number];

export const adminRole: Role = brand.adminRole;

export const feedbackTypes = ['bug', 'suggestion', 'rating'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
