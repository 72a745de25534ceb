/** A new section kind fails to type-check in `SectionBody` until it is mapped here. */
import type { HairRemovalPackage, PriceSection, Section as SectionData } from '@clinique/catalog';
import {
  BeforeAfter,
  BenefitGrid,
  Button,
  Card,
  CheckList,
  CompositionGrid,
  ContactDetails,
  FactsTable,
  FAQ,
  Grid,
  IndicationGroups,
  OfferCards,
  PackageCard,
  PriceTable,
  type PriceTableLabels,
  Section,
  StepList,
  Testimonials,
  Timeline,
  TownList,
  VisuallyHidden,
} from '@clinique/ui';
import * as layout from '../layout.css.ts';
import type { SectionParts } from '../part-data.ts';

const categories: readonly HairRemovalPackage['category'][] = ['femme', 'homme'];

function SectionBody({ section, parts }: { section: SectionData; parts: SectionParts }) {
  const { text } = parts;
  switch (section.kind) {
    case 'steps':
      return (
        <StepList
          steps={section.steps}
          layout={section.steps.length <= 4 ? 'grid' : 'list'}
          durationLabel={text.duration}
          stepLabel={text.step}
        />
      );
    case 'preparation':
      return <StepList steps={section.steps} stepLabel={text.step} />;
    case 'indications':
      return <IndicationGroups groups={section.groups} />;
    case 'composition':
      return <CompositionGrid categories={section.categories} />;
    case 'benefits':
      return <BenefitGrid items={section.items} />;
    case 'lesionTypes':
    case 'technologies':
      return (
        <BenefitGrid items={section.items.map(({ name, ...item }) => ({ title: name, ...item }))} />
      );
    case 'whyChooseUs':
      return <BenefitGrid items={parts.whyChooseUs.reasons} columns={4} />;
    case 'list':
      return (
        <CheckList
          items={section.items}
          tone={section.tone}
          columns={section.items.length > 5 ? 2 : 1}
        />
      );
    case 'timeline':
      return <Timeline entries={section.entries} />;
    case 'beforeAfter':
      return (
        <BeforeAfter
          images={section.images}
          caption={section.caption}
          labels={section.labels ?? [text.before, text.after]}
        />
      );
    case 'facts':
      return <FactsTable facts={section.facts} fromPrefix={text.fromPrefix} />;
    case 'faq':
      return <FAQ items={section.items} />;
    case 'hairRemovalPackages':
      return (
        <div className={layout.stack.lg}>
          {categories.map((category) => {
            const packages = section.packages.filter((item) => item.category === category);
            return packages.length === 0 ? null : (
              <div key={category} className={layout.stack.sm}>
                <h3 className={layout.subheading}>{section.categoryTitles[category]}</h3>
                <Grid as="ul" columns={3} gap="lg" balance>
                  {packages.map((item) => (
                    <PackageCard
                      key={item.id}
                      as="li"
                      kind="hairRemoval"
                      headingLevel={4}
                      item={item}
                      labels={text}
                    />
                  ))}
                </Grid>
              </div>
            );
          })}
          <PackageCard kind="custom" item={section.custom} />
        </div>
      );
    case 'bodyPackages':
      return (
        <Grid as="ul" columns={3} gap="lg">
          {section.packages.map((item) => (
            <PackageCard
              key={item.id}
              as="li"
              kind="body"
              item={item}
              labels={text}
              action={
                <Button href={section.actionHref} variant="outline" fullWidth>
                  {section.actionLabel}
                  <VisuallyHidden> {item.title}</VisuallyHidden>
                </Button>
              }
            />
          ))}
        </Grid>
      );
    case 'offers':
      return (
        <OfferCards
          offers={section.offers}
          labels={text}
          action={section.bookable ? parts.booking : undefined}
        />
      );
    case 'testimonials':
      return <Testimonials items={section.items} ratingLabel={text.rating} />;
    case 'towns':
      return <TownList towns={section.towns} driveTimeLabel={text.driveTime} />;
    case 'address':
      return (
        <Card>
          <ContactDetails {...parts.contactDetails} />
        </Card>
      );
    case 'links':
      return (
        <div className={layout.stack.md}>
          {section.text ? <p>{section.text}</p> : null}
          <div className={layout.actions}>
            {section.links.map((link) => (
              <Button
                key={link.href}
                href={link.href}
                variant="outline"
                icon="arrow-right"
                iconPosition="end"
              >
                {link.label}
              </Button>
            ))}
          </div>
        </div>
      );
    default: {
      const unmapped: never = section;
      throw new Error(`No UI component for the section ${JSON.stringify(unmapped)}`);
    }
  }
}

export function TreatmentSections({
  sections,
  parts,
}: {
  sections: readonly SectionData[];
  parts: SectionParts;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <Section
          key={`${section.kind}-${section.id ?? index}`}
          id={section.id}
          title={section.title}
          intro={
            section.intro ?? (section.kind === 'whyChooseUs' ? parts.whyChooseUs.intro : undefined)
          }
          tone={index % 2 === 0 ? 'default' : 'muted'}
          width={section.kind === 'faq' || section.kind === 'facts' ? 'narrow' : 'default'}
        >
          <SectionBody section={section} parts={parts} />
        </Section>
      ))}
    </>
  );
}

export function PriceSectionBlock({
  prices,
  labels,
}: {
  prices: PriceSection;
  labels: PriceTableLabels;
}) {
  return (
    <Section id={prices.id} title={prices.title} intro={prices.intro} tone="muted">
      <div className={layout.stack.lg}>
        <div className={layout.priceTables}>
          {prices.tables.map((table) => (
            <PriceTable key={table.id} table={table} labels={labels} />
          ))}
        </div>
        {prices.notes.length > 0 && <CheckList items={prices.notes} tone="bullet" size="sm" />}
      </div>
    </Section>
  );
}
