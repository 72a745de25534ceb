/** Island code: data comes from +data.ts, never from '@clinique/catalog'. */
import {
  BenefitGrid,
  Card,
  ContactDetails,
  FAQ,
  Grid,
  PhoneButton,
  PrivacyNotice,
  Section,
  Toaster,
} from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { BookingButton, PageCallToAction, PageHero } from '../../../src/blocks/parts.tsx';
import { Island } from '../../../src/blocks/Island.tsx';
import { TOASTER_ISLAND } from '../../../src/island.ts';
import * as layout from '../../../src/layout.css.ts';
import type { Data } from './+data.ts';
import { CONTACT_FORM_ISLAND, ContactFormIsland } from './ContactFormIsland.tsx';

export default function Page() {
  const data = useData<Data>();
  const { form, booking, contactDetails } = data;
  const { phone } = contactDetails;

  return (
    <>
      <PageHero
        hero={data.hero}
        booking={booking}
        breadcrumb={data.breadcrumb}
        actions={<PhoneButton phone={phone} />}
      />

      <Section>
        <Grid columns={2} gap="lg" align="start">
          <Card>
            <div className={layout.stack.md}>
              <div>
                <h2 className={layout.subheading}>{form.title}</h2>
                <p className={layout.muted}>{form.intro}</p>
              </div>
              <Island
                name={CONTACT_FORM_ISLAND}
                component={ContactFormIsland}
                props={{ labels: form.labels, notices: data.notices }}
              />
              <PrivacyNotice {...form.privacyNotice} />
            </div>
          </Card>
          <div className={layout.stack.md}>
            <Card>
              <div className={layout.stack.md}>
                <h2 className={layout.subheading}>{data.detailsTitle}</h2>
                <ContactDetails {...contactDetails} />
              </div>
            </Card>
            <Card tone="muted">
              <div className={layout.stack.md}>
                <h2 className={layout.subheading}>{data.guarantees.title}</h2>
                <BenefitGrid items={data.guarantees.items} columns={1} headingLevel={3} />
                <BookingButton booking={booking} label={data.guarantees.bookingLabel} fullWidth />
              </div>
            </Card>
          </div>
        </Grid>
      </Section>

      <Section title={data.faq.title} tone="muted" width="narrow">
        <FAQ items={data.faq.items} />
      </Section>

      <PageCallToAction cta={data.cta} booking={booking} actions={<PhoneButton phone={phone} />} />
      <Island name={TOASTER_ISLAND} component={Toaster} props={{}} />
    </>
  );
}
