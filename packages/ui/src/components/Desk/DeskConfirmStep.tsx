import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';

export interface DeskReviewLabels {
  title: string;
  review: string;
  confirmTitle: string;
  /** "{balance}", and for a use "{amount}", "{treatment}". */
  confirmText: string;
  confirm: string;
  busy: string;
  back: string;
}

export interface DeskReviewProps {
  step: 'edit' | 'confirm';
  onReview: () => void;
  onConfirm: () => void;
  onBack: () => void;
  busy?: boolean;
  error?: string;
  notice?: string;
  closed?: boolean;
}

export interface DeskConfirmStepProps {
  title: string;
  text: string;
  detail?: string;
  confirm: string;
  back: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** It replaces the form, and the focus follows to be read. */
export function DeskConfirmStep(props: DeskConfirmStepProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.panel}>
      <h3 ref={titleRef} tabIndex={-1} className={styles.subheading}>
        {props.title}
      </h3>
      <p className={styles.value}>{props.text}</p>
      {props.detail && <p className={styles.muted}>{props.detail}</p>}
      <div className={styles.actions}>
        <Button onClick={props.onConfirm} busy={props.busy} busyLabel={props.busyLabel}>
          {props.confirm}
        </Button>
        <Button variant="outline" onClick={props.onBack} disabled={props.busy}>
          {props.back}
        </Button>
      </div>
    </div>
  );
}
