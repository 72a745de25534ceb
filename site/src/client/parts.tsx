/**
 * Page parts for hydrated pages (hero, breadcrumb, booking button, closing call to action). They
 * render data that the page's `+data.ts` built on the server (src/blocks/part-data.ts), so that the
 * catalog never reaches the browser. HTML-only pages use src/blocks/PageParts.tsx instead.
 */
import type { CallToAction as CallToActionData, Hero as HeroData } from '@clinique/catalog';
import {
  Breadcrumb,
  type BreadcrumbItem,
  Button,
  type ButtonVariant,
  CallToAction,
  Hero,
} from '@clinique/ui';
import type { ReactNode } from 'react';

/** The external booking link ("Prendre Rendez-vous"). */
export interface BookingLink {
  label: string;
  href: string;
}

/** A breadcrumb: the landmark's name and the trail (the last item is the page). */
export interface BreadcrumbData {
  label: string;
  items: BreadcrumbItem[];
}

export function BookingButton({
  booking,
  variant = 'primary',
  fullWidth,
  label = booking.label,
}: {
  booking: BookingLink;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  label?: string;
}) {
  return (
    <Button href={booking.href} external variant={variant} fullWidth={fullWidth} icon="calendar">
      {label}
    </Button>
  );
}

export function PageHero({
  hero,
  booking,
  breadcrumb,
  actions,
  children,
}: {
  hero: HeroData;
  booking: BookingLink;
  breadcrumb?: BreadcrumbData;
  /** Buttons after the booking and secondary buttons. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const hasActions = hero.booking || hero.secondary !== undefined || actions !== undefined;
  return (
    <Hero
      badge={hero.badge}
      title={hero.title}
      subtitle={hero.subtitle}
      intro={hero.intro}
      images={hero.images}
      highlights={hero.highlights}
      actions={
        hasActions ? (
          <>
            {hero.booking ? <BookingButton booking={booking} /> : null}
            {hero.secondary ? (
              <Button href={hero.secondary.href} variant="outline">
                {hero.secondary.label}
              </Button>
            ) : null}
            {actions}
          </>
        ) : undefined
      }
      breadcrumb={breadcrumb ? <Breadcrumb {...breadcrumb} /> : undefined}
    >
      {children}
    </Hero>
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
      actions={
        <>
          {cta.booking ? <BookingButton booking={booking} /> : null}
          {cta.secondary ? (
            <Button href={cta.secondary.href} variant="outline">
              {cta.secondary.label}
            </Button>
          ) : null}
          {actions}
        </>
      }
    />
  );
}
