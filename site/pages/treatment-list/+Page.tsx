import { Grid, PricePanel, Section, TreatmentCard } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageCallToAction, PageHero } from '../../src/blocks/parts.tsx';
import { TreatmentSections } from '../../src/blocks/TreatmentSections.tsx';
import type { Data } from './+data.ts';

/** Specification, section 2. */
const BODY_BENEFITS_SHOWN = 4;

export default function Page() {
  const { page, breadcrumb, parts, withZones, phoneHref } = useData<Data>();
  return (
    <>
      <PageHero
        hero={page.hero}
        booking={parts.booking}
        breadcrumb={breadcrumb}
        panel={<PricePanel section={page.prices} labels={parts.text} variant="secondary" />}
      />
      <Section id="soins" title={page.cardsTitle} intro={page.cardsIntro} tone="muted">
        <Grid as="ul" columns={3} gap="lg" balance>
          {page.cards.map((card) => (
            <TreatmentCard
              key={card.id}
              as="li"
              treatment={card}
              labels={parts.text}
              benefitsLimit={withZones ? BODY_BENEFITS_SHOWN : undefined}
              contactHref={phoneHref}
            />
          ))}
        </Grid>
      </Section>
      <TreatmentSections sections={page.sections} parts={parts} />
      <PageCallToAction cta={page.cta} booking={parts.booking} />
    </>
  );
}
