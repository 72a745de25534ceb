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
import { useData } from 'vike-react/useData';
import { PageCallToAction, PageHero } from '../../src/blocks/parts.tsx';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { about, doctor, breadcrumb, booking, contactDetails } = useData<Data>();
  return (
    <>
      <PageHero hero={about.hero} booking={booking} breadcrumb={breadcrumb} />

      <Section title={doctor.name} eyebrow={doctor.specialty}>
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
            <ContactDetails {...contactDetails} />
          </Card>
          <Card tone="muted">
            <div className={layout.stack.md}>
              <p>{about.firstConsultation}</p>
              <div className={layout.actions}>
                <PhoneButton phone={contactDetails.phone} />
              </div>
            </div>
          </Card>
        </Grid>
      </Section>

      <PageCallToAction cta={about.cta} booking={booking} />
    </>
  );
}
