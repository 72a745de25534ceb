import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/** Text for screen readers only (e.g. "(nouvel onglet)" after an external link). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={visuallyHidden}>{children}</span>;
}
