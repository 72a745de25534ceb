/** `panel` prices are a `<details>` under the hero (no JavaScript); `anchor` prices a section after it. */
import type { TreatmentPage as TreatmentPageData } from '@clinique/catalog';
import { Button, PricePanel } from '@clinique/ui';
import { type BreadcrumbData, PageCallToAction, PageHero } from './parts.tsx';
import { PriceSectionBlock, type SectionParts, TreatmentSections } from './TreatmentSections.tsx';

export function TreatmentPage({
  page,
  breadcrumb,
  parts,
}: {
  page: TreatmentPageData;
  breadcrumb?: BreadcrumbData;
  parts: SectionParts;
}) {
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
            <PricePanel section={prices} labels={parts.priceTableLabels} variant="secondary" />
          ) : undefined
        }
      />
      {prices?.display === 'anchor' ? (
        <PriceSectionBlock prices={prices} labels={parts.priceTableLabels} />
      ) : null}
      <TreatmentSections sections={page.sections} parts={parts} />
      <PageCallToAction cta={page.cta} booking={parts.booking} />
    </>
  );
}
