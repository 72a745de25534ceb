import type { CompositionCategory } from '@clinique/catalog';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { BadgeList } from '../TagList/TagList.tsx';
import * as shared from '../../styles/shared.css.ts';

export interface CompositionGridProps {
  categories: readonly CompositionCategory[];
  headingLevel?: 3 | 4;
}

export function CompositionGrid({ categories, headingLevel = 3 }: CompositionGridProps) {
  if (categories.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <Grid as="ul" minItemWidth="15rem">
      {categories.map((category) => (
        <Card as="li" key={category.category}>
          <Heading className={shared.titleXl}>{category.category}</Heading>
          <BadgeList items={category.elements} className={shared.badgeRow} />
          <p className={shared.smallMuted}>{category.benefits}</p>
        </Card>
      ))}
    </Grid>
  );
}
