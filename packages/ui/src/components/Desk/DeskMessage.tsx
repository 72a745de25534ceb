import * as styles from './Desk.css.ts';

/** Nothing is rendered without text, so the live region stays put. */
export function DeskMessage({ tone, text }: { tone: 'danger' | 'success'; text?: string }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'}>
      {text ? <p className={styles[tone]}>{text}</p> : null}
    </div>
  );
}
