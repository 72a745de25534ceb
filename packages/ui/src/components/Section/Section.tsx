import { useId, type ReactNode } from 'react';
import { eyebrow as eyebrowClass } from '../../styles/utils.css.ts';
import { leadText, title3xl } from '../../styles/shared.css.ts';
import { header, inner, section } from './Section.css.ts';

export interface SectionProps {
  id?: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'muted' | 'accent' | 'ink' | 'plain';
  width?: 'default' | 'narrow';
  /** The site keeps every section title at the start; only the closing call to action is centred. */
  align?: 'start' | 'center';
  children?: ReactNode;
}

/** Without a title it is a `div`: a `<section>` with no heading names no region, and the checker flags it. */
export function Section({ id, title, eyebrow, intro, tone, width, align, children }: SectionProps) {
  const headingId = useId();
  const Band = title ? 'section' : 'div';
  return (
    <Band id={id} className={section({ tone })} aria-labelledby={title ? headingId : undefined}>
      <div className={inner({ width })}>
        {title || intro ? (
          <header className={header({ align })}>
            {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
            {title ? (
              <h2 id={headingId} className={title3xl}>
                {title}
              </h2>
            ) : null}
            {intro ? <p className={leadText}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </Band>
  );
}
