import { skipLink } from './SkipLink.css.ts';

export interface SkipLinkProps {
  /** Label ("Aller au contenu"). */
  label: string;
  /** Anchor of the main content. Default `#contenu`. */
  href?: string;
}

/** First link of the page, visible on keyboard focus: jumps over the header to the content. */
export function SkipLink({ label, href = '#contenu' }: SkipLinkProps) {
  return (
    <a className={skipLink} href={href}>
      {label}
    </a>
  );
}
