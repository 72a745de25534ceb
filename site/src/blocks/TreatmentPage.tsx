/**
 * A treatment page of the catalog: hero (breadcrumb, booking, price toggle or price anchor), sections,
 * closing call to action. The price section follows `prices.display`: `panel` is a `<details>` under
 * the hero, hidden at first (no JavaScript); `anchor` is an always-visible section right after the
 * hero, which the hero's "Voir les Tarifs" button scrolls to.
 */
import type { TreatmentPage as TreatmentPageData } from '@clinique/catalog';
import { Button, PricePanel } from '@clinique/ui';
import { priceTableLabels } from '../labels.ts';
import { PageCallToAction, PageHero } from './PageParts.tsx';
import { PriceSectionBlock, TreatmentSections } from './TreatmentSections.tsx';

export function TreatmentPage({ page }: { page: TreatmentPageData }) {
  const { prices } = page;
  return (
    <>
      <PageHero
        hero={page.hero}
        breadcrumbPath={page.breadcrumb ? page.path : undefined}
        actions={
          prices?.display === 'anchor' ? (
            <Button href={`#${prices.id}`} variant="secondary" icon="euro">
              {prices.showLabel}
            </Button>
          ) : undefined
        }
        panel={
          prices?.display === 'panel' ? (
            <PricePanel section={prices} labels={priceTableLabels()} variant="secondary" />
          ) : undefined
        }
      />
      {prices?.display === 'anchor' ? <PriceSectionBlock prices={prices} /> : null}
      <TreatmentSections sections={page.sections} />
      <PageCallToAction cta={page.cta} />
    </>
  );
}
