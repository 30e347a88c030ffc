import { storePaths } from '../../lib/store-paths';

/** Where a signed-in staff member goes by default: the feedback admin, as the spec says. */
export const defaultStaffPath = '/admin-feedback';

const staffAreas = [defaultStaffPath, storePaths.products.path];

export function returnState(path: string) {
  return { returnTo: path };
}

/**
 * The staff page a visitor came from before logging in, from the router's state. Only staff paths
 * are followed, so a crafted state cannot send anyone elsewhere.
 */
export function returnPathFrom(state: unknown): string {
  const path = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof path !== 'string') return defaultStaffPath;
  const isStaffPath = staffAreas.some((area) => path === area || path.startsWith(`${area}/`));
  return isStaffPath ? path : defaultStaffPath;
}
