/** Blocks render what `+data.ts` built on the server; they never import the catalog's values. */
import type { CallToAction as CallToActionData, Hero as HeroData } from '@clinique/catalog';
import { Breadcrumb, Button, CallToAction, Hero } from '@clinique/ui';
import type { ReactNode } from 'react';
import type { BookingLink, BreadcrumbData } from '../part-data.ts';

export function BookingButton({
  booking,
  fullWidth,
  label = booking.label,
}: {
  booking: BookingLink;
  fullWidth?: boolean;
  label?: string;
}) {
  return (
    <Button
      href={booking.href}
      external
      variant="primary"
      fullWidth={fullWidth}
      icon="calendar"
      newTabLabel={booking.newTabLabel}
    >
      {label}
    </Button>
  );
}

function PartActions({
  part,
  booking,
  actions,
}: {
  part: Pick<HeroData | CallToActionData, 'booking' | 'secondary'>;
  booking: BookingLink;
  actions?: ReactNode;
}) {
  return (
    <>
      {part.booking ? <BookingButton booking={booking} /> : null}
      {part.secondary ? (
        <Button href={part.secondary.href} variant="outline">
          {part.secondary.label}
        </Button>
      ) : null}
      {actions}
    </>
  );
}

export function PageHero({
  hero,
  booking,
  breadcrumb,
  actions,
  panel,
}: {
  hero: HeroData;
  booking: BookingLink;
  breadcrumb?: BreadcrumbData;
  actions?: ReactNode;
  panel?: ReactNode;
}) {
  const hasActions = hero.booking || hero.secondary !== undefined || actions !== undefined;
  return (
    <Hero
      {...hero}
      actions={
        hasActions ? <PartActions part={hero} booking={booking} actions={actions} /> : undefined
      }
      breadcrumb={breadcrumb ? <Breadcrumb {...breadcrumb} /> : undefined}
      panel={panel}
    />
  );
}

export function PageCallToAction({
  cta,
  booking,
  actions,
}: {
  cta: CallToActionData;
  booking: BookingLink;
  actions?: ReactNode;
}) {
  return (
    <CallToAction
      title={cta.title}
      text={cta.text}
      actions={<PartActions part={cta} booking={booking} actions={actions} />}
    />
  );
}
