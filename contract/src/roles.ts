import { staffRoles, type StaffRole } from './staff-roles';
import { brand } from './brand';

/** Every role an account can hold: a staff role (contract/src/staff-roles.ts) or a shopper's. */
export const roles = [...staffRoles, 'customer'] as const;
export type Role = (typeof roles)[number];

export const adminRole: Role = brand.adminRole;

/** Whether a role, as a claim or a profile says it (anything at all), is one of the team's. */
export const isStaffRole = (role: unknown): role is StaffRole => (staffRoles as readonly unknown[]).includes(role);

export const feedbackTypes = ['bug', 'suggestion', 'rating'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
