import { useId, useRef } from 'react';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './SearchBox.css.ts';

export interface SearchBoxProps {
  /** Label of the field ("Rechercher un article"). */
  label: string;
  /** Hides the label visually (it stays the field's name). */
  hideLabel?: boolean;
  placeholder?: string;
  /** Current text (controlled). */
  value: string;
  /** Called with the new text on every keystroke. */
  onValueChange: (value: string) => void;
  /** Name of the field in a form (`q`). */
  name?: string;
}

/**
 * A search field (`type="search"`, in a `role="search"` landmark) for the blog filter. What a
 * visitor typed before the page's script ran is handed to `onValueChange` at hydration.
 */
export function SearchBox({
  label,
  hideLabel = false,
  placeholder,
  value,
  onValueChange,
  name = 'q',
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(
    () => ({ value: input.current }),
    { value },
    (typed) => {
      if (typed.value !== undefined) onValueChange(typed.value);
    },
  );
  return (
    <div role="search" className={styles.field}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon name="search" className={styles.icon} />
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
    </div>
  );
}
