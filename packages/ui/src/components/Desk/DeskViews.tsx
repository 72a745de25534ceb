import type { DeskText } from '@clinique/catalog';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';

export type DeskView = 'voucher' | 'list';

export interface DeskViewsProps {
  labels: DeskText['views'];
  view: DeskView;
  onViewChange: (view: DeskView) => void;
}

/** The desk's two views, the one shown pressed. */
export function DeskViews({ labels, view, onViewChange }: DeskViewsProps) {
  return (
    <nav aria-label={labels.label} className={styles.actions}>
      {(['voucher', 'list'] as const).map((name) => (
        <Button
          key={name}
          variant={view === name ? 'primary' : 'outline'}
          aria-pressed={view === name}
          onClick={() => onViewChange(name)}
        >
          {labels[name]}
        </Button>
      ))}
    </nav>
  );
}
