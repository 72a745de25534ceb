import { LegalDocument, Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../src/blocks/parts.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { hero, breadcrumb, booking, legal } = useData<Data>();
  return (
    <>
      <PageHero hero={hero} booking={booking} breadcrumb={breadcrumb} />
      <Section width="narrow">
        <LegalDocument {...legal} />
      </Section>
    </>
  );
}
