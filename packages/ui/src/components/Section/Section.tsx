import { useId, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { eyebrow as eyebrowClass } from '../../styles/utils.css.ts';
import { header, inner, intro as introClass, section, title as titleClass } from './Section.css.ts';

export interface SectionProps {
  /** Anchor of the section (`services`, `apropos`, `tarifs`): `href="#services"` scrolls to it. */
  id?: string;
  /** Heading of the section; it also names the region for assistive technologies. */
  title?: ReactNode;
  /** Small uppercase label above the title. */
  eyebrow?: ReactNode;
  /** Paragraph under the title. */
  intro?: ReactNode;
  /** Heading level of the title: 2 (default) or 3 for a section nested in another. */
  headingLevel?: 2 | 3;
  /** `default` (page), `muted` (sand), `accent` (deep teal), `ink` (dark), `plain` (transparent). */
  tone?: 'default' | 'muted' | 'accent' | 'ink' | 'plain';
  /** `narrow` for reading columns (FAQ, article, forms). */
  width?: 'default' | 'narrow';
  /**
   * Alignment of the title block. One rule on a page: the site keeps every section title at the start
   * (only the closing call to action, its own block, is centred).
   */
  align?: 'start' | 'center';
  /** `compact` halves the vertical padding. */
  spacing?: 'normal' | 'compact';
  className?: string;
  children?: ReactNode;
}

/**
 * A page section: a full-width band holding a centred column, with an optional heading block.
 * With an `id`, it is the target of in-page links (smooth scrolling is global CSS).
 * Without a title it is a plain `div`: a `<section>` with no heading names no region for assistive
 * technologies, and the HTML checker flags it.
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  headingLevel = 2,
  tone,
  width,
  align,
  spacing,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Band = title ? 'section' : 'div';
  return (
    <Band
      id={id}
      className={cx(section({ tone, spacing }), className)}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={inner({ width })}>
        {title || intro ? (
          <header className={header({ align })}>
            {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
            {title ? (
              <Heading id={headingId} className={titleClass}>
                {title}
              </Heading>
            ) : null}
            {intro ? <p className={introClass}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </Band>
  );
}
