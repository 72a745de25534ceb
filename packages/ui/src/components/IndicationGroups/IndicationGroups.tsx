import type { IndicationGroup } from '@clinique/catalog';
import { Card } from '../Card/Card.tsx';
import { CheckList } from '../CheckList/CheckList.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './IndicationGroups.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface IndicationGroupsProps {
  groups: readonly IndicationGroup[];
}

export function IndicationGroups({ groups }: IndicationGroupsProps) {
  if (groups.length === 0) return null;
  return (
    <Grid as="ul" columns={groups.length >= 3 ? 3 : 2}>
      {groups.map((group) => (
        <Card as="li" key={group.title}>
          <h3 className={shared.titleXl}>{group.title}</h3>
          <CheckList items={group.items} size="sm" />
          {group.benefits ? (
            <p className={styles.benefits}>
              <Icon name="sparkles" className={styles.icon} />
              <span>{group.benefits}</span>
            </p>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
