import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Desk.css.ts';

/**
 * Nothing is rendered without text, so the live region stays put. A new refusal is brought into
 * view: it stands above the form, off a phone's screen once the receptionist has scrolled down. A
 * success is not: the desk then brings the changed voucher into view, and two scrolls would race.
 * Its icon tells a refusal from a success to those who do not tell red from green.
 */
export function DeskMessage({ tone, text }: { tone: 'danger' | 'success'; text?: string }) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (tone === 'danger') shown.current?.scrollIntoView({ block: 'nearest' });
  }, [text, tone]);
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'}>
      {text ? (
        <p ref={shown} className={styles[tone]}>
          <Icon name={tone === 'danger' ? 'alert' : 'check'} />
          {text}
        </p>
      ) : null}
    </div>
  );
}
