export interface LinkListProps {
  links: readonly { label: string; href: string }[];
  className?: string;
  linkClassName?: string;
}

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
