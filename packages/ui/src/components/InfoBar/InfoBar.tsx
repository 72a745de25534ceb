import type { OpeningHours, Phone } from '@clinique/catalog';
import { formatOpeningHours } from '../../utils/hours.ts';
import { telHref } from '../../utils/phone.ts';
import { dismissibleAttribute } from '../../utils/dismiss-disclosure.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './InfoBar.css.ts';

export interface InfoBarProps {
  phone: Phone;
  address: string;
  hours: readonly OpeningHours[];
  /**
   * Below 768 px it discloses the address and the hours (a `<details>`: no JavaScript needed;
   * `dismissDisclosureScript` closes it on Escape, focus leaving it or a press outside).
   */
  moreLabel: string;
}

function AddressAndHours({ address, hours }: { address: string; hours: readonly OpeningHours[] }) {
  return (
    <>
      <li className={styles.item}>
        <Icon name="map-pin" size="1em" className={styles.icon} />
        {address}
      </li>
      <li className={styles.item}>
        <Icon name="clock" size="1em" className={styles.icon} />
        {hours.map(formatOpeningHours).join(' · ')}
      </li>
    </>
  );
}

/** On a phone, a one-line disclosure of the address and hours, so the first screen goes to the page. */
export function InfoBar({ phone, address, hours, moreLabel }: InfoBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <a className={styles.phone} href={telHref(phone)}>
          <Icon name="phone" size="1em" />
          {phone.display}
        </a>
        <ul className={styles.wide}>
          <AddressAndHours address={address} hours={hours} />
        </ul>
        <details className={styles.compact} {...{ [dismissibleAttribute]: '' }}>
          <summary className={styles.summary}>
            <Icon name="clock" size="1em" className={styles.icon} />
            {moreLabel}
            <Icon name="chevron-down" size="1em" className={styles.chevron} />
          </summary>
          <ul className={styles.panel}>
            <AddressAndHours address={address} hours={hours} />
          </ul>
        </details>
      </div>
    </div>
  );
}
