import type { DeskText } from '@clinique/catalog';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';
import type { DeskOutcome } from './DeskVoucherCard.tsx';

export interface DeskReviewProps extends DeskOutcome {
  step: 'edit' | 'confirm';
  onReview: () => void;
  onConfirm: () => void;
  onBack: () => void;
  closed?: boolean;
}

export interface DeskConfirmStepProps {
  /** Without one, as under a history entry, nothing takes the focus. */
  title?: string;
  text: string;
  detail?: string;
  confirm: string;
  back: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** A review form's words for its confirm step. */
export const confirmLabels = (labels: DeskText['use'] | DeskText['void']) => ({
  title: labels.confirmTitle,
  confirm: labels.confirm,
  back: labels.back,
  busyLabel: labels.busy,
});

/** It replaces the form, and the focus follows to be read. */
export function DeskConfirmStep({ busy = false, ...props }: DeskConfirmStepProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.panel}>
      {props.title && (
        <h3 ref={titleRef} tabIndex={-1} className={styles.subheading}>
          {props.title}
        </h3>
      )}
      <p className={styles.value}>{props.text}</p>
      {props.detail && <p className={styles.muted}>{props.detail}</p>}
      <div className={styles.actions}>
        <Button onClick={props.onConfirm} busy={busy} busyLabel={props.busyLabel}>
          {props.confirm}
        </Button>
        <Button variant="outline" onClick={props.onBack} disabled={busy}>
          {props.back}
        </Button>
      </div>
    </div>
  );
}
