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
  /** It takes the focus, so that what is asked is read first. */
  title: string;
  /** Under a panel's title by default; 4 under a subheading (a history entry). */
  headingLevel?: 3 | 4;
  text: string;
  detail?: string;
  confirm: string;
  back: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** A review form's confirm step: its words, and what the desk does on each answer. */
export const confirmStepProps = (
  labels: DeskText['use'] | DeskText['void'],
  { busy, onConfirm, onBack }: Pick<DeskReviewProps, 'busy' | 'onConfirm' | 'onBack'>,
) => ({
  title: labels.confirmTitle,
  confirm: labels.confirm,
  back: labels.back,
  busyLabel: labels.busy,
  busy,
  onConfirm,
  onBack,
});

/** It replaces the form, and the focus follows to be read. */
export function DeskConfirmStep({
  busy = false,
  headingLevel = 3,
  ...props
}: DeskConfirmStepProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className={styles.panel}>
      <Heading ref={titleRef} tabIndex={-1} className={styles.subheading}>
        {props.title}
      </Heading>
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
