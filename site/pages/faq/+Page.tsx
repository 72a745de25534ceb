import { FAQ, Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageCallToAction, PageHero } from '../../src/blocks/parts.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { faq, breadcrumb, booking } = useData<Data>();
  return (
    <>
      <PageHero hero={faq.hero} booking={booking} breadcrumb={breadcrumb} />
      <Section width="narrow">
        <FAQ items={faq.items} />
      </Section>
      <PageCallToAction cta={faq.cta} booking={booking} />
    </>
  );
}
