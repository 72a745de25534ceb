import type { SessionStep } from '@clinique/catalog';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import * as styles from './StepList.css.ts';

/** A step: a session step of the catalog, or a preparation step (title and description only). */
export type StepListItem = Pick<SessionStep, 'title' | 'description'> &
  Partial<Pick<SessionStep, 'step' | 'duration' | 'details'>>;

export interface StepListProps {
  /** Steps in order; numbered by `step`, or by position when absent. Nothing renders when empty. */
  steps: readonly StepListItem[];
  /**
   * `list` (one column, default) or `grid`: on wide screens three steps side by side, otherwise two
   * columns, so that no step's text is squeezed into a narrow column.
   */
  layout?: 'list' | 'grid';
  /** Read before the duration ("Durée"). */
  durationLabel?: string;
  /** Read before the number ("Étape"). */
  stepLabel?: string;
  headingLevel?: 3 | 4;
}

/** Numbered steps of a session (or of a preparation), with duration and details. */
export function StepList({
  steps,
  layout,
  durationLabel,
  stepLabel,
  headingLevel = 3,
}: StepListProps) {
  if (steps.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.list({ layout, columns: steps.length % 3 === 0 ? 3 : 2 })}>
      {steps.map((step, index) => {
        const number = step.step ?? index + 1;
        return (
          <li key={`${number}-${step.title}`} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {number}
            </span>
            <div className={styles.body}>
              <Heading className={styles.title}>
                {stepLabel ? (
                  <span className={visuallyHidden}>{`${stepLabel} ${number} : `}</span>
                ) : null}
                {step.title}
              </Heading>
              {step.duration ? (
                <Badge tone="neutral" size="sm" icon="clock" className={styles.duration}>
                  {durationLabel ? (
                    <span className={visuallyHidden}>{`${durationLabel} : `}</span>
                  ) : null}
                  {step.duration}
                </Badge>
              ) : null}
              <p className={styles.description}>{step.description}</p>
              {step.details && step.details.length > 0 ? (
                <CheckList items={step.details} tone="bullet" size="sm" />
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
