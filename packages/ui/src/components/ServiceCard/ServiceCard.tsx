import type { Service } from '@clinique/catalog';
import { formatDuration, formatSessions } from '@clinique/catalog/format';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Fold } from '../Fold/Fold.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ServiceCard.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface ServiceCardProps {
  service: Service;
  href: string;
  /** The service title is added for screen readers. */
  linkLabel: string;
  /** With `showDetails`, the feature bullets fold behind that summary on a phone. */
  labels: { duration: string; sessions: string; showDetails?: string };
  as?: 'article' | 'li';
}

export function ServiceCard({ service, href, labels, as = 'article', ...props }: ServiceCardProps) {
  const titleId = useId();
  const features = <CheckList items={service.features} size="sm" />;
  return (
    <Card as={as} padding="none" aria-labelledby={titleId}>
      <LazyImage className={shared.cardImage43} image={service.image} width={800} height={600} />
      <div className={shared.cardBody}>
        <Badge tone="accent" size="sm">
          {service.subtitle}
        </Badge>
        <h3 id={titleId} className={shared.title2xl}>
          {service.title}
        </h3>
        <p className={shared.muted}>{service.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt className={visuallyHidden}>{labels.duration}</dt>
            <dd className={styles.fact}>
              <Icon name="clock" size="1em" />
              {formatDuration(service.duration)}
            </dd>
          </div>
          <div>
            <dt className={visuallyHidden}>{labels.sessions}</dt>
            <dd className={styles.fact}>
              <Icon name="calendar" size="1em" />
              {formatSessions(service.sessions)}
            </dd>
          </div>
        </dl>
        {labels.showDetails ? (
          <Fold summary={labels.showDetails} about={service.title}>
            {features}
          </Fold>
        ) : (
          features
        )}
        <div className={styles.action}>
          <Button href={href} variant="outline" fullWidth icon="arrow-right" iconPosition="end">
            {props.linkLabel}
            <span className={visuallyHidden}> {service.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
