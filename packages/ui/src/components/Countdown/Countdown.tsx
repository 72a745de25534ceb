import { fillTemplate } from '@clinique/catalog/format';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { countdown } from './Countdown.css.ts';

export interface CountdownProps {
  /** Seconds to count down from (5 on the success page). */
  seconds: number;
  /** Text with `{seconds}`: "Redirection vers l’accueil dans {seconds} s…". */
  template: string;
  /** Called once when the count reaches 0 (the page redirects home). */
  onDone: () => void;
  /** Milliseconds per step; 1000 (tests may shorten it). */
  interval?: number;
}

/** A polite live countdown ("… dans 5 s", "… dans 4 s"…) that calls `onDone` at 0. */
export function Countdown({ seconds, template, onDone, interval = 1000 }: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    setRemaining(seconds);
    if (seconds <= 0) {
      done.current();
      return undefined;
    }
    let left = seconds;
    const timer = window.setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, interval);
    return () => window.clearInterval(timer);
  }, [seconds, interval]);

  return (
    <p className={countdown} role="status">
      <Icon name="clock" size="1.1em" />
      <span>{fillTemplate(template, { seconds: Math.max(remaining, 0) })}</span>
    </p>
  );
}
