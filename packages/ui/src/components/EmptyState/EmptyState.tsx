import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { AnyIconName } from '../Icon/paths.ts';
import * as styles from './EmptyState.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface EmptyStateProps {
  title: string;
  hint?: string;
  icon?: AnyIconName;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  live?: boolean;
}

export function EmptyState({ icon = 'search', headingLevel = 2, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.box} role={props.live ? 'status' : undefined}>
      <Icon name={icon} size="2.5rem" className={styles.icon} />
      <Heading className={shared.title2xl}>{props.title}</Heading>
      {props.hint ? <p className={styles.hint}>{props.hint}</p> : null}
      {props.action}
    </div>
  );
}
