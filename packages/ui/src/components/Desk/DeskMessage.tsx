import * as styles from './Desk.css.ts';

/** Nothing is rendered without text, so the live region stays put. */
export function DeskMessage({ tone, text }: { tone: 'danger' | 'success'; text?: string }) {
  return tone === 'danger' ? (
    <div role="alert">{text ? <p className={styles.danger}>{text}</p> : null}</div>
  ) : (
    <div role="status">{text ? <p className={styles.success}>{text}</p> : null}</div>
  );
}
