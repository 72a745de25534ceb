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
  /**
   * Runs `step` once a second until the returned function is called (default: `setInterval`).
   * Stories pass a clock they advance themselves.
   */
  every?: Ticker;
}

/** Schedules `step` once a second; returns what stops it. */
export type Ticker = (step: () => void) => () => void;

const everySecond: Ticker = (step) => {
  const timer = window.setInterval(step, 1000);
  return () => window.clearInterval(timer);
};

/** A polite live countdown ("… dans 5 s", "… dans 4 s"…) that calls `onDone` at 0. */
export function Countdown({ seconds, template, onDone, every = everySecond }: CountdownProps) {
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
    const stop = every(() => {
      left -= 1;
      setRemaining(left);
      if (left <= 0) {
        stop();
        done.current();
      }
    });
    return stop;
  }, [seconds, every]);

  return (
    <p className={countdown} role="status">
      <Icon name="clock" size="1.1em" />
      <span>{fillTemplate(template, { seconds: Math.max(remaining, 0) })}</span>
    </p>
  );
}
