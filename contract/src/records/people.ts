import { roles, type Role } from '../roles';
import { dateField, fieldsOf, optionalTextField, readFields } from './fields';

/** The same fields as shopUserSchema, each read leniently. */
export const storedShopUserShape = {
  ...fieldsOf(optionalTextField, 'name', 'phone', 'email', 'zone'),
  createdAt: dateField,
};

/** A zzstoreUsers document (keyed by the shopper's uid), written by the Android app. */
export const readShopUser = (data: unknown) => readFields(storedShopUserShape, data);

export type StoredShopUser = ReturnType<typeof readShopUser>;

const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** The same fields as profileSchema: a role that is none of the roles reads as none. */
export const storedProfileShape = {
  role: (value: unknown) => (isRole(value) ? value : undefined),
  emailVerified: (value: unknown) => value === true,
  email: optionalTextField,
};

/** A `users` document (keyed by uid), written by functions only. */
export const readProfile = (data: unknown) => readFields(storedProfileShape, data);

export type StoredProfile = ReturnType<typeof readProfile>;
