import type { SessionStep } from '@clinique/catalog';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import * as styles from './StepList.css.ts';
import * as shared from '../../styles/shared.css.ts';

export type StepListItem = Pick<SessionStep, 'title' | 'description'> &
  Partial<Pick<SessionStep, 'step' | 'duration' | 'details'>>;

export interface StepListProps {
  steps: readonly StepListItem[];
  /** `grid`: three side by side on wide screens, else two, so no step's text is squeezed. */
  layout?: 'list' | 'grid';
  durationLabel?: string;
  stepLabel?: string;
}

export function StepList({ steps, layout, durationLabel, stepLabel }: StepListProps) {
  if (steps.length === 0) return null;
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
              <h3 className={shared.titleXl}>
                {stepLabel ? (
                  <span className={visuallyHidden}>{`${stepLabel} ${number} : `}</span>
                ) : null}
                {step.title}
              </h3>
              {step.duration ? (
                <Badge tone="neutral" size="sm" icon="clock" className={styles.duration}>
                  {durationLabel ? (
                    <span className={visuallyHidden}>{`${durationLabel} : `}</span>
                  ) : null}
                  {step.duration}
                </Badge>
              ) : null}
              <p className={shared.muted}>{step.description}</p>
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
