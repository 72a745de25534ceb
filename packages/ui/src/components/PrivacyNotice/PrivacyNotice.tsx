import type { PrivacyNotice as PrivacyNoticeContent } from '@clinique/catalog';
import * as styles from './PrivacyNotice.css.ts';

export type PrivacyNoticeProps = PrivacyNoticeContent;

/** Information only: nothing to tick. */
export function PrivacyNotice({ text, link }: PrivacyNoticeProps) {
  return (
    <p className={styles.notice}>
      {text}{' '}
      <a className={styles.link} href={link.href}>
        {link.label}
      </a>
    </p>
  );
}
