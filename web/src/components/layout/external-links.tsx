/** Links to other sites, as a labelled list; each opens in a new tab without access to this page. */
export function ExternalLinks({
  links,
  label,
  className,
}: {
  links: readonly { url: string; label: string }[];
  label?: string;
  className: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
