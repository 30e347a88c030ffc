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

const roleField = (value: unknown) => (isRole(value) ? value : undefined);

/** The same fields as profileSchema: a role that is none of the roles reads as none. */
export const storedProfileShape = {
  role: roleField,
  emailVerified: (value: unknown) => value === true,
  email: optionalTextField,
};

/** A `users` document (keyed by uid), written by functions only. */
export const readProfile = (data: unknown) => readFields(storedProfileShape, data);

export type StoredProfile = ReturnType<typeof readProfile>;

/** The same fields as roleChangeSchema, each read leniently. */
export const storedRoleChangeShape = {
  ...fieldsOf(optionalTextField, 'by', 'byEmail', 'target', 'targetEmail'),
  ...fieldsOf(roleField, 'from', 'to'),
  at: dateField,
};

/** A roleChanges document: one role change, written by setUserRole. */
export const readRoleChange = (data: unknown) => readFields(storedRoleChangeShape, data);

export type StoredRoleChange = ReturnType<typeof readRoleChange>;
