import type { InterfaceText, Offer } from '@clinique/catalog';
import { formatDuration, formatPrice } from '@clinique/catalog/format';
import { useId } from 'react';
import { PopularBadge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as styles from './OfferCards.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface OfferCardsProps {
  offers: readonly Offer[];
  labels: Pick<InterfaceText, 'fromPrefix' | 'popular'>;
  /** The offer's name follows the label for screen readers ("Prendre Rendez-vous Signature"). */
  action?: { label: string; href: string; newTabLabel?: string };
}

function OfferCard({ offer, labels, action }: Omit<OfferCardsProps, 'offers'> & { offer: Offer }) {
  const titleId = useId();
  return (
    <Card as="li" highlighted={offer.popular} aria-labelledby={titleId}>
      {offer.popular ? <PopularBadge label={labels.popular} /> : null}
      <h3 id={titleId} className={shared.title2xl}>
        {offer.name}
      </h3>
      <p className={styles.priceLine}>
        <span className={shared.accentFigure}>{formatPrice(offer.price, labels.fromPrefix)}</span>
        {offer.duration !== undefined ? (
          <span className={styles.duration}>
            <Icon name="clock" size="1em" />
            {formatDuration(offer.duration)}
          </span>
        ) : null}
      </p>
      <p className={shared.muted}>{offer.description}</p>
      <CheckList items={offer.included} size="sm" />
      {action ? (
        <div className={shared.cardAction}>
          <Button
            href={action.href}
            fullWidth
            variant={offer.popular ? 'primary' : 'outline'}
            newTabLabel={action.newTabLabel}
          >
            {action.label}
            <span className={visuallyHidden}> {offer.name}</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function OfferCards({ offers, ...rest }: OfferCardsProps) {
  if (offers.length === 0) return null;
  return (
    <Grid as="ul" columns={offers.length >= 3 ? 3 : 2} gap="lg" className={styles.grid}>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} {...rest} />
      ))}
    </Grid>
  );
}
