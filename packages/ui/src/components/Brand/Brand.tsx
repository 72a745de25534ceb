import { cx } from '../../styles/cx.ts';
import * as styles from './Brand.css.ts';

export interface BrandProps {
  name: string;
  tagline?: string;
  href?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={cx(styles.mark, className)}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.leaf} d="M32 58C17 50 13 35 32 15C51 35 47 50 32 58Z" />
      <path className={styles.veins} d="M32 55V29M32 46L25 39M32 40L38 34" />
      <path
        className={styles.rays}
        d="M11.2 25.3L6.2 23M19.6 15.6L16.7 11M32 12L32 6.5M44.4 15.6L47.3 11M52.8 25.3L57.8 23"
      />
    </svg>
  );
}

export function Brand({ name, tagline, href, size, className }: BrandProps) {
  const content = (
    <>
      <Logo />
      <span className={styles.words}>
        <span className={styles.name}>{name}</span>
        {tagline ? (
          <span className={styles.tagline} data-brand-tagline="">
            {tagline}
          </span>
        ) : null}
      </span>
    </>
  );
  const classes = cx(styles.brand({ size }), className);
  return href ? (
    <a className={classes} href={href}>
      {content}
    </a>
  ) : (
    <span className={classes}>{content}</span>
  );
}
