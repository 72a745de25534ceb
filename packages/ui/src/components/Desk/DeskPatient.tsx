import type { DeskText } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';
import { DeskSection } from './DeskPanel.tsx';

export interface DeskPatientProps {
  labels: DeskText['patient'];
  /** The clinic's number as shown, and its `tel:` address. */
  phone: string;
  phoneHref: string;
  /** The staff member who scanned the code goes on to sign in. */
  onStaff: () => void;
}

/** The QR code's address without a session: what to do with it, and nothing of the voucher. */
export function DeskPatient({ labels, phone, phoneHref, onStaff }: DeskPatientProps) {
  return (
    <DeskSection title={labels.title}>
      <p>{labels.text}</p>
      <p>
        <a href={phoneHref}>{fillTemplate(labels.call, { phone })}</a>
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onStaff}>
          {labels.staff}
        </Button>
      </div>
    </DeskSection>
  );
}
