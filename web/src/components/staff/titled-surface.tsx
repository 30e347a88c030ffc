import { useId, type ReactNode } from 'react';

/**
 * A panel of a console page (`store-surface`) named by its heading: `block` is its BEM block, the class
 * of the section and, with `__title`, of its heading.
 */
export function TitledSurface({ block, title, children }: { block: string; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`store-surface ${block}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
