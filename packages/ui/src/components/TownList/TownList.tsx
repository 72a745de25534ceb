import type { Town } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './TownList.css.ts';

export interface TownListProps {
  towns: readonly Town[];
  driveTimeLabel: string;
}

export function TownList({ towns, driveTimeLabel }: TownListProps) {
  if (towns.length === 0) return null;
  return (
    <ul className={styles.list}>
      {towns.map((town) => (
        <li key={town.name} className={styles.item}>
          <span className={styles.town}>
            <Icon name="map-pin" className={styles.pin} />
            {town.name}
          </span>
          <Badge tone="neutral" size="sm" icon="car">
            {fillTemplate(driveTimeLabel, { minutes: town.driveMinutes })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
