import type { InterfaceText, TreatmentCard as TreatmentCardData } from '@clinique/catalog';
import { formatDuration, formatPrice } from '@clinique/catalog/format';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { BadgeList } from '../TagList/TagList.tsx';
import * as styles from './TreatmentCard.css.ts';
import * as shared from '../../styles/shared.css.ts';

export type TreatmentCardLabels = Pick<
  InterfaceText,
  'fromPrefix' | 'price' | 'duration' | 'zones'
>;

export interface TreatmentCardProps {
  treatment: TreatmentCardData;
  labels: TreatmentCardLabels;
  benefitsLimit?: number;
  as?: 'article' | 'li';
  /** For a treatment with no page: the clinic's `tel:` number, so "Nous consulter" calls. */
  contactHref?: string;
}

export function TreatmentCard({ treatment, labels, as = 'article', ...props }: TreatmentCardProps) {
  const titleId = useId();
  const benefits =
    props.benefitsLimit === undefined
      ? treatment.benefits
      : treatment.benefits.slice(0, props.benefitsLimit);
  const price = formatPrice(treatment.price, labels.fromPrefix);
  const link = treatment.href
    ? ({ href: treatment.href, icon: 'arrow-right', iconPosition: 'end' } as const)
    : props.contactHref
      ? ({ href: props.contactHref, icon: 'phone' } as const)
      : {};
  return (
    <Card as={as} padding="none" aria-labelledby={titleId}>
      <div className={styles.media}>
        <LazyImage
          className={shared.cardImage43}
          image={treatment.image}
          width={800}
          height={600}
        />
        <Badge tone="solid" className={styles.price}>
          <span className={visuallyHidden}>{labels.price} : </span>
          {price}
          {treatment.priceUnit ? ` ${treatment.priceUnit}` : ''}
        </Badge>
      </div>
      <div className={styles.body}>
        <p className={shared.accentSubtitle}>{treatment.subtitle}</p>
        <h3 id={titleId} className={shared.title2xl}>
          {treatment.title}
        </h3>
        <p className={shared.muted}>{treatment.description}</p>
        <p className={styles.meta}>
          <Icon name="clock" size="1em" />
          <span className={visuallyHidden}>{labels.duration} : </span>
          {formatDuration(treatment.duration)}
        </p>
        <CheckList items={benefits} size="sm" />
        {treatment.zones.length > 0 ? (
          <>
            <p className={styles.zonesTitle}>{labels.zones}</p>
            <BadgeList items={treatment.zones} className={shared.badgeRow} />
          </>
        ) : null}
        <div className={shared.cardAction}>
          <Button variant="outline" fullWidth {...link}>
            {treatment.linkLabel}
            <span className={visuallyHidden}> {treatment.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
