import { fillTemplate } from '@clinique/catalog/format';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';

export interface DeskSessionLabels {
  /** "{email}". */
  signedInAs: string;
  signOut: string;
  busy: string;
}

export interface DeskSessionProps {
  labels: DeskSessionLabels;
  email: string;
  busy?: boolean;
  onSignOut: () => void;
}

export function DeskSession({ labels, email, busy = false, onSignOut }: DeskSessionProps) {
  return (
    <div className={styles.sessionBar}>
      <p className={styles.muted}>{fillTemplate(labels.signedInAs, { email })}</p>
      <Button variant="ghost" size="sm" onClick={onSignOut} busy={busy} busyLabel={labels.busy}>
        {labels.signOut}
      </Button>
    </div>
  );
}
