import type { BodyPackage, HairRemovalPackage, InterfaceText, Link } from '@clinique/catalog';
import { fillTemplate, formatEuros, formatPrice } from '@clinique/catalog/format';
import { useId, type ReactNode } from 'react';
import { Badge, PopularBadge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import * as styles from './PackageCard.css.ts';
import * as shared from '../../styles/shared.css.ts';

interface CommonProps {
  headingLevel?: 3 | 4;
  as?: 'article' | 'li';
  /** No action in the specification. */
  action?: ReactNode;
}

export interface HairRemovalPackageCardProps extends CommonProps {
  kind: 'hairRemoval';
  item: HairRemovalPackage;
  labels: {
    popular: string;
    packageSeparatePrice?: string;
  };
}

export interface BodyPackageCardProps extends CommonProps {
  kind: 'body';
  item: BodyPackage;
  labels: Pick<InterfaceText, 'fromPrefix' | 'packageSaving'>;
}

export interface CustomPackageCardProps extends Omit<CommonProps, 'action'> {
  kind: 'custom';
  item: { title: string; description: string; link: Link };
}

export type PackageCardProps =
  HairRemovalPackageCardProps | BodyPackageCardProps | CustomPackageCardProps;

export function PackageCard(props: PackageCardProps) {
  const titleId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const as = props.as ?? 'article';

  if (props.kind === 'custom') {
    return (
      <Card as={as} tone="muted" aria-labelledby={titleId}>
        <Heading id={titleId} className={shared.title2xl}>
          {props.item.title}
        </Heading>
        <p className={shared.muted}>{props.item.description}</p>
        <div className={shared.cardAction}>
          <Button href={props.item.link.href} variant="outline">
            {props.item.link.label}
          </Button>
        </div>
      </Card>
    );
  }

  if (props.kind === 'hairRemoval') {
    const { item, labels, action } = props;
    return (
      <Card as={as} highlighted={item.popular} aria-labelledby={titleId}>
        {item.popular ? <PopularBadge label={labels.popular} /> : null}
        <Heading id={titleId} className={shared.title2xl}>
          {item.title}
        </Heading>
        <p className={styles.priceLine}>
          <span className={shared.accentFigure}>{formatEuros(item.price)}</span>
          <span className={shared.smallMuted}>{item.sessionsLabel}</span>
        </p>
        {item.separatePrice !== undefined && labels.packageSeparatePrice ? (
          <p className={shared.muted}>
            {fillTemplate(labels.packageSeparatePrice, { amount: formatEuros(item.separatePrice) })}
          </p>
        ) : null}
        <CheckList items={item.zones} size="sm" />
        {action ? <div className={shared.cardAction}>{action}</div> : null}
      </Card>
    );
  }

  const { item, labels, action } = props;
  return (
    <Card as={as} aria-labelledby={titleId}>
      <Heading id={titleId} className={shared.title2xl}>
        {item.title}
      </Heading>
      <p className={shared.muted}>{item.description}</p>
      <p className={shared.accentFigure}>{formatPrice(item.price, labels.fromPrefix)}</p>
      <Badge tone="accent" icon="euro" className={styles.saving}>
        {fillTemplate(labels.packageSaving, { amount: formatEuros(item.saving) })}
      </Badge>
      <CheckList items={item.includes} size="sm" />
      {action ? <div className={shared.cardAction}>{action}</div> : null}
    </Card>
  );
}
