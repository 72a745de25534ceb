/** The whole desk is one island; island code gets its data from +data.ts, never the catalog. */
import { Hero, Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { Island } from '../../src/blocks/Island.tsx';
import type { Data } from './+data.ts';
import { DESK_ISLAND, DeskIsland } from './DeskIsland.tsx';

export default function Page() {
  const { screens, answers, treatments } = useData<Data>();
  return (
    <>
      <Hero title={screens.title} intro={screens.intro} />
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
