import type { IconName } from '@clinique/catalog';
import { Card } from '../Card/Card.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './BenefitGrid.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface BenefitGridItem {
  icon?: IconName;
  value?: string;
  title: string;
  description: string;
  details?: readonly string[];
}

export interface BenefitGridProps {
  items: readonly BenefitGridItem[];
  /** Default: 3 for 3 or 6+ items, else 4 or 2. */
  columns?: 1 | 2 | 3 | 4;
  tone?: 'surface' | 'muted';
  headingLevel?: 3 | 4;
}

function defaultColumns(count: number): 2 | 3 | 4 {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return 2;
}

export function BenefitGrid({ items, columns, tone, headingLevel = 3 }: BenefitGridProps) {
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <Grid
      as="ul"
      {...(columns === 1
        ? { columns: 'auto', minItemWidth: '100%' }
        : { columns: columns ?? defaultColumns(items.length) })}
    >
      {items.map((item) => (
        <Card as="li" key={item.title} tone={tone}>
          {item.icon ? (
            <span className={styles.iconBox}>
              <Icon name={item.icon} size="1.5rem" />
            </span>
          ) : null}
          {item.value ? <p className={shared.accentFigure}>{item.value}</p> : null}
          <Heading className={shared.titleXl}>{item.title}</Heading>
          <p className={shared.muted}>{item.description}</p>
          {item.details && item.details.length > 0 ? (
            <CheckList items={item.details} tone="bullet" size="sm" />
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
