import { fillPlural } from '@clinique/catalog/format';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { countdown } from './Countdown.css.ts';

export interface CountdownProps {
  seconds: number;
  /** The sentence with "{seconds}", singular and plural. */
  template: { one: string; other: string };
  onDone: () => void;
  /** Stories pass a clock they advance themselves. */
  every?: Ticker;
}

export type Ticker = (step: () => void) => () => void;

const everySecond: Ticker = (step) => {
  const timer = window.setInterval(step, 1000);
  return () => window.clearInterval(timer);
};

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
      <span>{fillPlural(template, Math.max(remaining, 0), 'seconds')}</span>
    </p>
  );
}
