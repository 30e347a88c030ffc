import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A panel of a console page (`store-surface`) named by its heading: `block` is its BEM block, the class
 * of the panel and, with `__title`, of its heading. Given `onSubmit`, the panel is a form (checked by the
 * page, not the browser). Given `id`, a link elsewhere on the page leads to it (`#id`).
 */
export function TitledSurface({
  block,
  title,
  id,
  onSubmit,
  children,
}: {
  block: string;
  title: string;
  id?: string;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={`${block}__title`}>
      {title}
    </h2>
  );
  return onSubmit ? (
    <form id={id} className={`store-surface ${block}`} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      {heading}
      {children}
    </form>
  ) : (
    <section id={id} className={`store-surface ${block}`} aria-labelledby={titleId}>
      {heading}
      {children}
    </section>
  );
}
