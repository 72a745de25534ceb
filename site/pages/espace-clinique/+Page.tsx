/** A staff screen: no hero; the island gets its data from +data.ts, never the catalog. */
import { Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';
import { DESK_ISLAND, DeskIsland } from './DeskIsland.tsx';

export default function Page() {
  const { island } = useData<Data>();
  return (
    <Section width="narrow">
      <h1 className={layout.deskTitle}>{island.screens.title}</h1>
      <noscript>
        <p>{island.screens.noScript.notice}</p>
      </noscript>
      <Island name={DESK_ISLAND} component={DeskIsland} props={island} />
    </Section>
  );
}
