import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FilterChips.css.ts';

export interface FilterChipsProps {
  label: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
}

export function FilterChips({ label, options, value, onValueChange }: FilterChipsProps) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={pressed}
            onClick={() => onValueChange(option)}
          >
            {pressed ? <Icon name="check" size="1em" /> : null}
            {option}
          </button>
        );
      })}
    </div>
  );
}
