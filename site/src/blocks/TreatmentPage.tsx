/**
 * A treatment page of the catalog: hero (breadcrumb, booking, price toggle or price anchor), sections,
 * closing call to action. The price section follows `prices.display`: `panel` is a `<details>` under
 * the hero, hidden at first (no JavaScript); `anchor` is an always-visible section right after the
 * hero, which the hero's "Voir les Tarifs" button scrolls to.
 */
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
  /** Shown when the page asks for one (`page.breadcrumb`). */
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
