/** Catalog page parts (hero, breadcrumb, closing call to action) rendered with the UI kit. */
import {
  type CallToAction as CallToActionData,
  type Hero as HeroData,
  catalog,
} from '@clinique/catalog';
import { Breadcrumb, Button, CallToAction, Hero } from '@clinique/ui';
import type { ReactNode } from 'react';
import { trailTo } from '../navigation.ts';
import { BookingButton } from './Booking.tsx';

export function PageBreadcrumb({ path }: { path: string }) {
  const trail = trailTo(path);
  return (
    <Breadcrumb
      label={catalog.layout.breadcrumbLabel}
      items={trail.map((crumb, index) =>
        index === trail.length - 1
          ? { label: crumb.name }
          : { label: crumb.name, href: crumb.path },
      )}
    />
  );
}

export function PageHero({
  hero,
  breadcrumbPath,
  actions,
  children,
  panel,
}: {
  hero: HeroData;
  /** Shows the breadcrumb of this page above the title. */
  breadcrumbPath?: string;
  /** Buttons after the booking and secondary buttons. */
  actions?: ReactNode;
  /** Under the actions, in the text column. */
  children?: ReactNode;
  /** Across the whole hero under the text and images: the price panel toggled from the hero. */
  panel?: ReactNode;
}) {
  const buttons = (
    <>
      {hero.booking ? <BookingButton /> : null}
      {hero.secondary ? (
        <Button href={hero.secondary.href} variant="outline">
          {hero.secondary.label}
        </Button>
      ) : null}
      {actions}
    </>
  );
  const hasActions = hero.booking || hero.secondary !== undefined || actions !== undefined;
  return (
    <Hero
      badge={hero.badge}
      title={hero.title}
      subtitle={hero.subtitle}
      intro={hero.intro}
      images={hero.images}
      highlights={hero.highlights}
      actions={hasActions ? buttons : undefined}
      breadcrumb={breadcrumbPath ? <PageBreadcrumb path={breadcrumbPath} /> : undefined}
      panel={panel}
    >
      {children}
    </Hero>
  );
}

export function PageCallToAction({ cta, actions }: { cta: CallToActionData; actions?: ReactNode }) {
  return (
    <CallToAction
      title={cta.title}
      text={cta.text}
      actions={
        <>
          {cta.booking ? <BookingButton /> : null}
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
