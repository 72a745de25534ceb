import type { DeskText } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';

export interface DeskSessionProps {
  labels: DeskText['session'] & Pick<DeskText, 'checking'>;
  /** Who is signed in; none while the session is being checked. */
  email?: string | undefined;
  busy?: boolean;
  onSignOut: () => void;
}

export function DeskSession({ labels, email, busy = false, onSignOut }: DeskSessionProps) {
  return (
    <div className={styles.sessionBar}>
      {email === undefined ? (
        <p role="status" className={styles.muted}>
          {labels.checking}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{fillTemplate(labels.signedInAs, { email })}</p>
          <Button variant="ghost" size="sm" onClick={onSignOut} busy={busy} busyLabel={labels.busy}>
            {labels.signOut}
          </Button>
        </>
      )}
    </div>
  );
}
