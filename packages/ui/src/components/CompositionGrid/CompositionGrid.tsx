import type { CompositionCategory } from '@clinique/catalog';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { BadgeList } from '../TagList/TagList.tsx';
import * as shared from '../../styles/shared.css.ts';

export interface CompositionGridProps {
  categories: readonly CompositionCategory[];
}

export function CompositionGrid({ categories }: CompositionGridProps) {
  if (categories.length === 0) return null;
  return (
    <Grid as="ul" minItemWidth="15rem">
      {categories.map((category) => (
        <Card as="li" key={category.category}>
          <h3 className={shared.titleXl}>{category.category}</h3>
          <BadgeList items={category.elements} className={shared.badgeRow} />
          <p className={shared.smallMuted}>{category.benefits}</p>
        </Card>
      ))}
    </Grid>
  );
}
