import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Staff pages stay out of search engines. */
  noindex?: boolean;
}

/**
 * Keeps the tab title right after client-side navigation; the pre-rendered HTML already carries the
 * title and description of its route in its head.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
