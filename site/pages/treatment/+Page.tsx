/** `panel` prices are a `<details>` under the hero (no JavaScript); `anchor` prices a section after it. */
import { Button, PricePanel } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageCallToAction, PageHero } from '../../src/blocks/parts.tsx';
import { PriceSectionBlock, TreatmentSections } from '../../src/blocks/TreatmentSections.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, breadcrumb, parts } = useData<Data>();
  const { prices } = page;
  return (
    <>
      <PageHero
        hero={page.hero}
        booking={parts.booking}
        breadcrumb={breadcrumb}
        actions={
          prices?.display === 'anchor' ? (
            <Button href={`#${prices.id}`} variant="secondary" icon="euro">
              {prices.showLabel}
            </Button>
          ) : undefined
        }
        panel={
          prices?.display === 'panel' ? (
            <PricePanel section={prices} labels={parts.text} variant="secondary" />
          ) : undefined
        }
      />
      {prices?.display === 'anchor' ? (
        <PriceSectionBlock prices={prices} labels={parts.text} />
      ) : null}
      <TreatmentSections sections={page.sections} parts={parts} />
      <PageCallToAction cta={page.cta} booking={parts.booking} />
    </>
  );
}
