import type { PrivacyNotice as PrivacyNoticeContent } from '@clinique/catalog';
import { cx } from '../../styles/cx.ts';
import * as styles from './PrivacyNotice.css.ts';

export interface PrivacyNoticeProps extends PrivacyNoticeContent {
  className?: string;
}

/** Information only: nothing to tick. */
export function PrivacyNotice({ text, link, className }: PrivacyNoticeProps) {
  return (
    <p className={cx(styles.notice, className)}>
      {text}{' '}
      <a className={styles.link} href={link.href}>
        {link.label}
      </a>
    </p>
  );
}
