import { useEffect, useRef } from 'react';
import * as styles from './Desk.css.ts';

/**
 * Nothing is rendered without text, so the live region stays put. A new message is brought into
 * view: it stands above the form, off a phone's screen once the receptionist has scrolled down.
 */
export function DeskMessage({ tone, text }: { tone: 'danger' | 'success'; text?: string }) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'}>
      {text ? (
        <p ref={shown} className={styles[tone]}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
