import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={visuallyHidden}>{children}</span>;
}
