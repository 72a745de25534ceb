import { skipLink } from './SkipLink.css.ts';

export interface SkipLinkProps {
  label: string;
  href?: string;
}

export function SkipLink({ label, href = '#contenu' }: SkipLinkProps) {
  return (
    <a className={skipLink} href={href}>
      {label}
    </a>
  );
}
