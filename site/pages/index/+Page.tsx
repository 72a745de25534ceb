import {
  Badge,
  BenefitGrid,
  Button,
  Card,
  CheckList,
  ContactDetails,
  Fold,
  Grid,
  Hero,
  LazyImage,
  PhoneButton,
  Section,
  ServiceCard,
  Testimonials,
} from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { BookingButton, PageCallToAction } from '../../src/blocks/parts.tsx';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

const ANCHORS = {
  hero: 'accueil',
  about: 'apropos',
  services: 'services',
  testimonials: 'avis',
} as const;

export default function Page() {
  const { home, services, text, booking, contactDetails, whyChooseUs } = useData<Data>();
  return (
    <>
      <Hero
        id={ANCHORS.hero}
        badge={home.hero.badge}
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        intro={home.hero.pitch}
        images={[home.hero.image]}
        highlights={home.hero.figures}
        actions={
          <>
            <BookingButton booking={booking} />
            <Button
              href={`#${ANCHORS.services}`}
              variant="outline"
              icon="chevron-down"
              iconPosition="end"
            >
              {home.hero.discoverLabel}
            </Button>
          </>
        }
      />

      <Section id={ANCHORS.about} title={home.about.title}>
        <Grid columns={2} gap="lg" align="center">
          <div className={layout.stack.md}>
            <LazyImage
              className={layout.illustration}
              image={home.about.image}
              width={800}
              height={600}
            />
            <p>
              <Badge tone="solid" icon="award" size="md">
                {`${home.about.yearsBadge.value} ${home.about.yearsBadge.label}`}
              </Badge>
            </p>
          </div>
          <div className={layout.stack.md}>
            {home.about.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList items={home.about.reassurance} columns={2} />
          </div>
        </Grid>
        <div className={layout.spaced}>
          <Fold summary={text.showDetails} about={home.about.title}>
            <BenefitGrid items={home.about.whyCards} columns={4} tone="muted" />
          </Fold>
        </div>
        <div className={`${layout.actions} ${layout.centred} ${layout.spaced}`}>
          <BookingButton booking={booking} />
          {/* The specification gives this button no action: it leads to the testimonials below. */}
          <Button variant="outline" icon="star" href={`#${ANCHORS.testimonials}`}>
            {home.about.reviewsLabel}
          </Button>
        </div>
      </Section>

      <Section
        id={ANCHORS.services}
        title={home.services.title}
        intro={home.services.intro}
        tone="muted"
      >
        <Grid as="ul" columns={2} gap="lg" className={layout.phoneCarousel}>
          {services.map(({ service, href }) => (
            <ServiceCard
              key={service.id}
              as="li"
              service={service}
              href={href}
              linkLabel={home.services.moreLabel}
              labels={text}
            />
          ))}
        </Grid>
        <div className={`${layout.actions} ${layout.centred} ${layout.spaced}`}>
          <Button
            href={`#${ANCHORS.services}`}
            variant="primary"
            icon="chevron-down"
            iconPosition="end"
          >
            {text.discover}
          </Button>
        </div>
      </Section>

      <Section title={home.otherTreatments.title}>
        <BenefitGrid items={home.otherTreatments.items} columns={3} tone="muted" />
      </Section>

      {/* Folded on a phone, where the page repeats them. */}
      <Section title={whyChooseUs.title} intro={whyChooseUs.intro} tone="muted">
        <Fold summary={text.showDetails} about={whyChooseUs.title}>
          <BenefitGrid items={whyChooseUs.reasons} columns={4} />
        </Fold>
      </Section>

      <Section
        id={ANCHORS.testimonials}
        title={home.testimonials.title}
        intro={home.testimonials.intro}
      >
        <Fold summary={text.showDetails} about={home.testimonials.title}>
          <Testimonials items={home.testimonials.items} ratingLabel={text.rating} />
        </Fold>
        <div className={`${layout.actions} ${layout.centred} ${layout.spaced}`}>
          <Button
            href={home.testimonials.moreHref}
            variant="outline"
            icon="arrow-right"
            iconPosition="end"
          >
            {home.testimonials.moreLabel}
          </Button>
        </div>
      </Section>

      <Section title={home.contact.title} intro={home.contact.intro} tone="muted">
        <Grid columns={3} gap="lg">
          <Card>
            <div className={layout.stack.md}>
              <h3 className={layout.subheading}>{home.contact.practicalTitle}</h3>
              <ContactDetails {...contactDetails} />
              <h3 className={layout.subheading}>{home.contact.goodToKnowTitle}</h3>
              <Fold summary={text.showDetails} about={home.contact.goodToKnowTitle}>
                <CheckList items={home.contact.goodToKnow} size="sm" />
              </Fold>
            </div>
          </Card>
          <Card tone="accent">
            <div className={layout.stack.md}>
              <h3 className={layout.subheading}>{home.contact.bookingTitle}</h3>
              <Fold summary={text.showDetails} about={home.contact.bookingTitle}>
                <CheckList items={home.contact.bookingReasons} size="sm" />
              </Fold>
              <BookingButton booking={booking} fullWidth />
            </div>
          </Card>
          <Card>
            <div className={layout.stack.md}>
              <h3 className={layout.subheading}>{home.contact.phoneTitle}</h3>
              <p className={layout.muted}>{home.contact.phoneText}</p>
              <PhoneButton phone={contactDetails.phone} fullWidth />
            </div>
          </Card>
        </Grid>
      </Section>

      <PageCallToAction cta={home.cta} booking={booking} />
    </>
  );
}
