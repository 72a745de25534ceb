import type { Footer as FooterContent, OpeningHours, Phone } from '@clinique/catalog';
import { formatOpeningHours } from '../../utils/hours.ts';
import { Brand, type BrandProps } from '../Brand/Brand.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkList } from '../LinkList/LinkList.tsx';
import * as styles from './Footer.css.ts';
import { telHref } from '../../utils/phone.ts';

export interface FooterProps {
  brand: BrandProps;
  content: FooterContent;
  contact?: {
    title: string;
    phone: Phone;
    address: string;
    hours: readonly OpeningHours[];
  };
}

export function Footer({ brand, content, contact }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Brand {...brand} />
            <p className={styles.muted}>{content.description}</p>
          </div>
          <nav aria-label={content.servicesTitle}>
            <h2 className={styles.heading}>{content.servicesTitle}</h2>
            <LinkList
              links={content.services}
              className={styles.serviceList}
              linkClassName={styles.link}
            />
          </nav>
          <div>
            <h2 className={styles.heading}>{content.informationTitle}</h2>
            <ul className={styles.list}>
              {content.information.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {contact ? (
            <div>
              <h2 className={styles.heading}>{contact.title}</h2>
              <ul className={styles.list}>
                <li className={styles.contactItem}>
                  <Icon name="phone" size="1.1em" />
                  <a className={styles.link} href={telHref(contact.phone)}>
                    {contact.phone.display}
                  </a>
                </li>
                <li className={styles.contactItem}>
                  <Icon name="map-pin" size="1.1em" />
                  <span>{contact.address}</span>
                </li>
                {contact.hours.map((hours) => (
                  <li key={hours.label} className={styles.contactItem}>
                    <Icon name="clock" size="1.1em" />
                    <span>{formatOpeningHours(hours)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={styles.bottom}>
          <nav aria-label={content.legalNavigationLabel}>
            <LinkList
              links={content.legalLinks}
              className={styles.legal}
              linkClassName={styles.link}
            />
          </nav>
          <p className={styles.disclaimer}>{content.disclaimer}</p>
          <p className={styles.disclaimer}>{content.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
