import type { DeskText } from '@clinique/catalog';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';
import { DeskSection } from './DeskPanel.tsx';

export interface DeskLinkConfirmProps {
  labels: DeskText['link'];
  /** The link carries no token: only the way back to the sign-in. */
  missing?: boolean;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  restartHref: string;
}

/** Never opens the session on load: mail scanners open links and would spend the single-use token. */
export function DeskLinkConfirm({ labels, busy = false, ...props }: DeskLinkConfirmProps) {
  const refused = props.missing ? labels.missing : props.error;
  return (
    <DeskSection title={labels.title}>
      {refused === undefined && <p className={styles.intro}>{labels.intro}</p>}
      <DeskMessage tone="danger" text={refused} />
      <div className={styles.actions}>
        {refused === undefined ? (
          <Button onClick={props.onConfirm} busy={busy} busyLabel={labels.busy} fullWidth>
            {labels.submit}
          </Button>
        ) : (
          <Button href={props.restartHref} variant="outline">
            {labels.restart}
          </Button>
        )}
      </div>
    </DeskSection>
  );
}
