import type { Figure, Image } from '@clinique/catalog';
import type { ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Figures } from '../Figures/Figures.tsx';
import * as styles from './Hero.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface HeroProps {
  id?: string;
  badge?: string;
  title: string;
  subtitle?: string;
  intro: string;
  /** The first is loaded eagerly (largest paint). */
  images?: readonly Image[];
  highlights?: readonly Figure[];
  actions?: ReactNode;
  breadcrumb?: ReactNode;
  children?: ReactNode;
  /** Across the whole width, e.g. the `PricePanel`, so its tables get the full width once opened. */
  panel?: ReactNode;
  /** A hero without images always takes one column: no empty column beside the text. */
  align?: 'start' | 'center';
}

export function Hero({ id, images = [], highlights = [], align = 'start', ...props }: HeroProps) {
  const [first, second] = images;
  const textOnly = !first && !props.panel;
  return (
    <section id={id} className={styles.hero} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className={cx(styles.inner, textOnly && styles.single)}>
        <div className={cx(styles.text, textOnly && align === 'center' && styles.centred)}>
          {props.breadcrumb}
          {props.badge ? (
            <Badge tone="accent" icon="award">
              {props.badge}
            </Badge>
          ) : null}
          <h1 id={id ? `${id}-title` : undefined} className={shared.pageTitle}>
            {props.title}
          </h1>
          {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
          <p className={styles.intro}>{props.intro}</p>
          {props.actions ? <div className={shared.actionRow}>{props.actions}</div> : null}
          {highlights.length > 0 ? <Figures figures={highlights} layout="inline" /> : null}
          {props.children}
        </div>
        {first ? (
          <div className={cx(styles.media_, second && styles.withSecond)}>
            <img
              className={first.orientation === 'portrait' ? styles.portraitImage : styles.image}
              src={first.src}
              alt={first.alt}
              width={first.orientation === 'portrait' ? 640 : 800}
              height={first.orientation === 'portrait' ? 800 : 600}
              fetchPriority="high"
            />
            {second ? (
              <img
                className={styles.secondImage}
                src={second.src}
                alt={second.alt}
                width={800}
                height={600}
                loading="lazy"
              />
            ) : null}
          </div>
        ) : null}
        {props.panel ? <div className={styles.panel}>{props.panel}</div> : null}
      </div>
    </section>
  );
}
