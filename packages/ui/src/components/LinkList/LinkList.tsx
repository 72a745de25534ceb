export interface LinkListProps {
  /** The links, in order; `href` is a path, an anchor or an address. */
  links: readonly { label: string; href: string }[];
  /** Class of the list (layout: columns, gaps). */
  className?: string;
  /** Class of each link. */
  linkClassName?: string;
}

/** A list of links (footer columns, links of a legal page): a `<ul>` whose items are links. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={linkClassName} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
