/**
 * Contact (hydrated for its form): hero with booking and phone buttons; the form beside the details
 * and guarantees cards; four-question FAQ; closing call to action. `?traitement=<id>` pre-selects a
 * treatment. Client code: data comes from +data.ts, never from '@clinique/catalog'.
 */
import {
  BenefitGrid,
  Card,
  ContactDetails,
  ContactForm,
  type ContactFormResult,
  type ContactFormSubmission,
  type ContactFormValues,
  emptyContactFormValues,
  FAQ,
  Grid,
  notify,
  PhoneButton,
  PrivacyNotice,
  Section,
  Toaster,
} from '@clinique/ui';
import { useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { CONTACT_ENDPOINT, sendContactMessage } from '../../src/client/api.ts';
import { BookingButton, PageCallToAction, PageHero } from '../../src/client/parts.tsx';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

/** The query parameter that pre-selects a treatment: `/contact?traitement=cryolipolyse`. */
const TREATMENT_PARAM = 'traitement';

export default function Page() {
  const { hero, breadcrumb, booking, phone, form, notices, details, guarantees, faq, cta } =
    useData<Data>();
  const [values, setValues] = useState<ContactFormValues>(emptyContactFormValues);

  // The prerendered form has no treatment chosen; once hydrated, take the one the address asks for.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get(TREATMENT_PARAM);
    if (wanted && form.labels.treatments.some((choice) => choice.id === wanted)) {
      setValues((current) => ({ ...current, treatment: wanted }));
    }
  }, [form.labels.treatments]);

  async function send(submission: ContactFormSubmission): Promise<ContactFormResult> {
    try {
      await sendContactMessage({
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        traitement: submission.treatmentLabel,
        message: submission.message,
        website: submission.website,
      });
    } catch (error) {
      console.error('Envoi du message impossible', error);
      notify(notices.failure, { variant: 'destructive' });
      return 'failed';
    }
    notify(notices.success, { variant: 'success' });
    return 'sent';
  }

  return (
    <>
      <PageHero
        hero={hero}
        booking={booking}
        breadcrumb={breadcrumb}
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
              <ContactForm
                labels={form.labels}
                values={values}
                onValuesChange={setValues}
                onSubmit={send}
                action={CONTACT_ENDPOINT}
              />
              <PrivacyNotice {...form.privacyNotice} />
            </div>
          </Card>
          <div className={layout.stack.md}>
            <Card>
              <div className={layout.stack.md}>
                <h2 className={layout.subheading}>{details.title}</h2>
                <ContactDetails
                  address={details.address}
                  phone={phone}
                  hours={details.hours}
                  closedDays={details.closedDays}
                  labels={details.labels}
                />
              </div>
            </Card>
            <Card tone="muted">
              <div className={layout.stack.md}>
                <h2 className={layout.subheading}>{guarantees.title}</h2>
                <BenefitGrid items={guarantees.items} columns={1} headingLevel={3} />
                <BookingButton booking={booking} label={guarantees.bookingLabel} fullWidth />
              </div>
            </Card>
          </div>
        </Grid>
      </Section>

      <Section title={faq.title} tone="muted" width="narrow">
        <FAQ items={faq.items} />
      </Section>

      <PageCallToAction cta={cta} booking={booking} actions={<PhoneButton phone={phone} />} />
      <Toaster />
    </>
  );
}
