import type { OpeningHours, Phone } from '@clinique/catalog';
import type { ReactNode } from 'react';
import { formatOpeningHours } from '../../utils/hours.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { AnyIconName } from '../Icon/paths.ts';
import * as styles from './ContactDetails.css.ts';
import * as shared from '../../styles/shared.css.ts';
import { telHref } from '../../utils/phone.ts';

export interface ContactDetailsProps {
  address: readonly string[];
  phone: Phone;
  hours: readonly OpeningHours[];
  closedDays?: string;
  email?: string;
  labels: { address: string; phone: string; hours: string; email?: string };
}

function Row({ icon, label, children }: { icon: AnyIconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        <span className={styles.iconBox}>
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** One line of a value: the address's, an opening day's. */
const line = (text: string) => (
  <span key={text} style={{ display: 'block' }}>
    {text}
  </span>
);

export function ContactDetails({ labels, ...props }: ContactDetailsProps) {
  return (
    <dl className={styles.list}>
      <Row icon="map-pin" label={labels.address}>
        {props.address.map(line)}
      </Row>
      <Row icon="phone" label={labels.phone}>
        <a className={shared.semibold} href={telHref(props.phone)}>
          {props.phone.display}
        </a>
      </Row>
      <Row icon="clock" label={labels.hours}>
        {props.hours.map((entry) => line(formatOpeningHours(entry)))}
        {props.closedDays ? line(props.closedDays) : null}
      </Row>
      {props.email && labels.email ? (
        <Row icon="mail" label={labels.email}>
          <a className={shared.semibold} href={`mailto:${props.email}`}>
            {props.email}
          </a>
        </Row>
      ) : null}
    </dl>
  );
}
