import { brand } from './brand';

/**
 * The roles of a shop's team (issue 35) and what each may do. `admin` is the owner's role and keeps its
 * value (the Android app reads it). A staff role counts only on a verified address, as both the ID
 * token's claim and the profile's role: firestore.rules and every staff function check the same table,
 * the rules by hand (`staffPermissionRoles` there, which a rules test compares with this table).
 */
export const staffRoles = [brand.adminRole, 'manager', 'seller', 'rider', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a staff power is about; each names the collections and functions it opens in docs/access.md. */
export const staffPermissions = [
  /** Grant and take back roles, read the team and the audit of role changes. */
  'staff',
  /** The shop's settings: delivery zones, order holds, the low-stock default, cash and return settings. */
  'settings',
  /** Products, their images and their stock. */
  'catalogue',
  /** Read the shop's records: every order and its history, customers, stock. */
  'read',
  /** Work orders: move, record a payment, edit details, take phone orders, give phone orders to an account. */
  'orders',
  /** Sales and referral figures. */
  'figures',
  /** Register referral campaigns. */
  'campaigns',
  /** The customers' feedback and posts: read feedback, delete feedback and posts. */
  'content',
  /** Page errors, function failures and the last backup (/store/health). */
  'health',
  /**
   * Work one's own delivery run of the day: read the orders assigned to oneself for today, move them
   * out, delivered or failed, and record what was paid on them; nothing else.
   */
  'run',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/**
 * Who holds each power. A rider holds only their own run; the owner holds every other power (they work
 * every order, a run's too, with `orders`).
 */
export const staffPermissionRoles = {
  staff: [brand.adminRole],
  settings: [brand.adminRole],
  catalogue: [brand.adminRole, 'manager', 'seller'],
  read: [brand.adminRole, 'manager', 'seller', 'viewer'],
  orders: [brand.adminRole, 'manager', 'seller'],
  figures: [brand.adminRole, 'manager', 'viewer'],
  campaigns: [brand.adminRole, 'manager'],
  content: [brand.adminRole, 'manager'],
  health: [brand.adminRole, 'manager'],
  run: ['rider'],
} as const satisfies Record<StaffPermission, readonly StaffRole[]>;

/** Whether a role, as a claim or a profile says it (anything at all), holds a power. */
export const roleCan = (role: unknown, permission: StaffPermission): boolean =>
  (staffPermissionRoles[permission] as readonly unknown[]).includes(role);
