import { useId, useRef } from 'react';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './SearchBox.css.ts';

export interface SearchBoxProps {
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
}

/** What a visitor typed before the script ran is handed to `onValueChange` at hydration. */
export function SearchBox({ hideLabel = false, name = 'q', ...props }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(
    () => ({ value: input.current }),
    { value: props.value },
    (typed) => {
      if (typed.value !== undefined) props.onValueChange(typed.value);
    },
  );
  return (
    <div role="search" className={styles.field}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && visuallyHidden)}>
        {props.label}
      </label>
      <div className={styles.control}>
        <Icon name="search" className={styles.icon} />
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name={name}
          value={props.value}
          placeholder={props.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => props.onValueChange(event.target.value)}
        />
      </div>
    </div>
  );
}
