import type { OpeningHours, Phone } from '@clinique/catalog';
import { formatOpeningHours } from '../../utils/hours.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './InfoBar.css.ts';

export interface InfoBarProps {
  /** Phone of the clinic: shown as a `tel:` link. */
  phone: Phone;
  /** Street address in one line ("1 rue de l’Exemple, 69400 Arnas"); shown from 1024 px. */
  address: string;
  /** Opening hours as shown to patients; shown from 768 px. */
  hours: readonly OpeningHours[];
}

/** Thin bar above the header: phone (always), hours (tablet up), address (desktop). */
export function InfoBar({ phone, address, hours }: InfoBarProps) {
  return (
    <div className={styles.bar}>
      <ul className={styles.inner}>
        <li>
          <a className={styles.phone} href={`tel:${phone.e164}`}>
            <Icon name="phone" size="1em" />
            {phone.display}
          </a>
        </li>
        <li className={styles.address}>
          <Icon name="map-pin" size="1em" className={styles.icon} />
          {address}
        </li>
        <li className={styles.hours}>
          <Icon name="clock" size="1em" className={styles.icon} />
          {hours.map(formatOpeningHours).join(' · ')}
        </li>
      </ul>
    </div>
  );
}
