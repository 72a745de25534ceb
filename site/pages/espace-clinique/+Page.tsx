/**
 * The clinic's desk: staff sign in with an e-mailed link, look a voucher up by its code or its QR
 * code's address (`/espace-clinique/bon/<code>`, served this page: server/routing.ts) and record
 * its uses. Never indexed. The whole desk is one island (+client.ts, src/island.ts); island code
 * gets its data from +data.ts, never from '@clinique/catalog'.
 */
import { Hero, Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import type { Data } from './+data.ts';
import { DESK_ISLAND, DeskIsland } from './DeskIsland.tsx';

export default function Page() {
  const { title, intro, screens, answers, treatments } = useData<Data>();
  return (
    <>
      <Hero title={title} intro={intro} />
      <Section width="narrow">
        <Island
          name={DESK_ISLAND}
          component={DeskIsland}
          props={{ screens, answers, treatments }}
        />
        <noscript>
          <p>{screens.noScript.notice}</p>
        </noscript>
      </Section>
    </>
  );
}
