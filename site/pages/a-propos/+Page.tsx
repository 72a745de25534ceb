/** About the doctor: presentation, specialties, diplomas, figures, values, hours, phone, booking. */
import { catalog } from '@clinique/catalog';
import {
  BenefitGrid,
  Card,
  CheckList,
  ContactDetails,
  Figures,
  Grid,
  PhoneButton,
  Section,
} from '@clinique/ui';
import { PageCallToAction, PageHero } from '../../src/blocks/PageParts.tsx';
import { addressLines } from '../../src/labels.ts';
import * as layout from '../../src/layout.css.ts';

export default function Page() {
  const { about, clinic, contactFacts, contact } = catalog;
  const phone = contactFacts.phone.visible;
  return (
    <>
      <PageHero hero={about.hero} breadcrumbPath={about.meta.path} />

      <Section title={clinic.doctor.name} eyebrow={clinic.doctor.specialty}>
        <Grid columns={2} gap="lg">
          <div className={layout.stack.md}>
            {about.presentation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={layout.stack.md}>
            <Card tone="muted">
              <h3 className={layout.subheading}>{about.specialtiesTitle}</h3>
              <CheckList items={about.specialties} size="sm" />
            </Card>
            <Card tone="muted">
              <h3 className={layout.subheading}>{about.diplomasTitle}</h3>
              <CheckList items={about.diplomas} tone="bullet" size="sm" />
            </Card>
          </div>
        </Grid>
        <div className={layout.spaced}>
          <Figures figures={about.figures} />
        </div>
      </Section>

      <Section title={about.valuesTitle} tone="muted">
        <BenefitGrid items={about.values} columns={4} />
      </Section>

      <Section title={about.hoursTitle}>
        <Grid columns={2} gap="lg">
          <Card>
            <ContactDetails
              address={addressLines()}
              phone={phone}
              hours={contactFacts.hours.visible}
              closedDays={clinic.closedDays}
              labels={{
                address: catalog.interfaceText.address,
                phone: contact.secretariatLabel,
                hours: about.hoursTitle,
              }}
            />
          </Card>
          <Card tone="muted">
            <div className={layout.stack.md}>
              <p>{about.firstConsultation}</p>
              <div className={layout.actions}>
                <PhoneButton phone={phone} />
              </div>
            </div>
          </Card>
        </Grid>
      </Section>

      <PageCallToAction cta={about.cta} />
    </>
  );
}
