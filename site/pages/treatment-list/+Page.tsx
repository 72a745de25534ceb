/**
 * Soins du visage / Soins du corps: hero with the price toggle ("Voir nos Tarifs", a `<details>`
 * hidden at first), the treatment cards (each leading to its page), the page's sections (body
 * packages, why choose us) and the closing call to action.
 */
import { catalog } from '@clinique/catalog';
import { Grid, PricePanel, Section, TreatmentCard, telHref } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageCallToAction, PageHero } from '../../src/blocks/PageParts.tsx';
import { TreatmentSections } from '../../src/blocks/TreatmentSections.tsx';
import { priceTableLabels, treatmentCardLabels } from '../../src/labels.ts';
import type { Data } from './+data.ts';

/** Body cards show their treatable zones and their first four benefits (specification, section 2). */
const BODY_BENEFITS_SHOWN = 4;

/** Cards without a page of their own ("Nous consulter", varicose veins) call the clinic. */
const phoneHref = telHref(catalog.contactFacts.phone.visible);

export default function Page() {
  const { page } = useData<Data>();
  const withZones = page.cards.some((card) => card.zones.length > 0);
  return (
    <>
      <PageHero
        hero={page.hero}
        breadcrumbPath={page.path}
        panel={<PricePanel section={page.prices} labels={priceTableLabels()} variant="secondary" />}
      />
      <Section id="soins" title={page.cardsTitle} intro={page.cardsIntro} tone="muted">
        <Grid as="ul" columns={3} gap="lg" balance>
          {page.cards.map((card) => (
            <TreatmentCard
              key={card.id}
              as="li"
              treatment={card}
              labels={treatmentCardLabels(withZones)}
              benefitsLimit={withZones ? BODY_BENEFITS_SHOWN : undefined}
              contactHref={phoneHref}
            />
          ))}
        </Grid>
      </Section>
      <TreatmentSections sections={page.sections} />
      <PageCallToAction cta={page.cta} />
    </>
  );
}
