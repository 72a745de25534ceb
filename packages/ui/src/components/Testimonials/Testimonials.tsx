import type { Testimonial } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Testimonials.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface TestimonialsProps {
  items: readonly Testimonial[];
  ratingLabel: string;
}

export function Testimonials({ items, ratingLabel }: TestimonialsProps) {
  if (items.length === 0) return null;
  return (
    <Grid as="ul" columns={3}>
      {items.map((item) => (
        <Card as="li" key={`${item.name}-${item.treatment}`}>
          <figure className={styles.figure}>
            <p className={styles.stars}>
              {Array.from({ length: item.rating }, (_, index) => (
                <Icon key={index} name="star" filled size="1.1rem" />
              ))}
              <span className={visuallyHidden}>
                {fillTemplate(ratingLabel, { rating: item.rating })}
              </span>
            </p>
            <blockquote className={styles.quote}>{item.text}</blockquote>
            <figcaption className={styles.caption}>
              <span className={shared.semibold}>{item.name}</span>
              <span className={shared.muted}>{item.treatment}</span>
            </figcaption>
          </figure>
        </Card>
      ))}
    </Grid>
  );
}
