import type { ReactNode } from 'react';
import { metaItem } from '../../styles/shared.css.ts';
import { Icon, type IconProps } from '../Icon/Icon.tsx';

type MetaItemProps = { className?: string; icon: IconProps['name']; children: ReactNode };

/** One of an article's author, date and reading time, after its icon. */
export function ArticleMetaItem({ className = metaItem, icon, children }: MetaItemProps) {
  return (
    <span className={className}>
      <Icon name={icon} size="1em" />
      {children}
    </span>
  );
}

export const readTimeText = (readTime: string, suffix?: string) =>
  suffix ? `${readTime} ${suffix}` : readTime;
