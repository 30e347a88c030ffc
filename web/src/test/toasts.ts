import { screen, within } from '@testing-library/react';

/** The staff toasts: sonner's region, whose name is "Notifications" and its keyboard shortcut. */
const toastRegion = () => screen.getByRole('region', { name: /^Notifications/ });

/** Waits for a toast saying `text`, and answers whether it is an error toast. */
export async function findToast(text: string | RegExp): Promise<{ error: boolean }> {
  const toast = (await within(toastRegion()).findByText(text)).closest('[data-sonner-toast]');
  if (!toast) throw new Error(`"${text}" is not inside a toast`);
  return { error: toast.getAttribute('data-type') === 'error' };
}
