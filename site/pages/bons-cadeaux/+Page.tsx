/**
 * Gift vouchers (hydrated for the order cards): hero; Bon Découverte, Bon Éclat (popular), Bon
 * Premium and the custom-amount card; the treatments a voucher pays for; three benefits; the closing
 * button to the Bon Éclat card. An order creates the payment (/api/create-payment) and opens its page
 * in a new tab. Client code: data comes from +data.ts, never from '@clinique/catalog'.
 */
import {
  BenefitGrid,
  Button,
  Card,
  CheckList,
  CustomVoucherCard,
  Grid,
  notify,
  Section,
  Toaster,
  VoucherCard,
  type VoucherOrder,
} from '@clinique/ui';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { PAYMENT_ENDPOINT, createPayment, openPaymentPage } from '../../src/client/api.ts';
import { PageHero } from '../../src/client/parts.tsx';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const {
    hero,
    breadcrumb,
    booking,
    offersTitle,
    offers,
    custom,
    labels,
    notices,
    usable,
    benefits,
    closing,
    cancelledParam,
    termsHref,
  } = useData<Data>();

  const showMissing = () => notify(notices.missing, { variant: 'destructive' });

  // Back from « Annuler » on the payment page: say so once, and clean the address (a reload or a
  // shared link does not say it again).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(cancelledParam.name) !== cancelledParam.value) return;
    notify(notices.cancelled);
    url.searchParams.delete(cancelledParam.name);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, [cancelledParam, notices.cancelled]);

  /** The card stays busy until this settles; it never rejects (failures are notified here). */
  async function order(voucher: VoucherOrder): Promise<void> {
    let url: string;
    try {
      url = await createPayment(voucher);
    } catch (error) {
      console.error('Création du paiement impossible', error);
      notify(notices.paymentFailed, { variant: 'destructive' });
      return;
    }
    openPaymentPage(url, () => notify(notices.popupBlocked));
  }

  return (
    <>
      <PageHero hero={hero} booking={booking} breadcrumb={breadcrumb} />

      <Section tone="muted" title={offersTitle}>
        <div className={layout.stack.lg}>
          <Grid columns={3} gap="lg">
            {offers.map(({ offer, anchor }) => (
              <VoucherCard
                key={offer.id}
                id={anchor}
                offer={offer}
                labels={labels}
                onOrder={order}
                onMissing={showMissing}
                action={PAYMENT_ENDPOINT}
                termsHref={termsHref}
              />
            ))}
          </Grid>
          <Grid columns={2} gap="lg" align="start">
            <CustomVoucherCard
              custom={custom}
              labels={labels}
              onOrder={order}
              onMissing={showMissing}
              action={PAYMENT_ENDPOINT}
              termsHref={termsHref}
            />
            <Card>
              <div className={layout.stack.md}>
                <h3 className={layout.subheading}>{usable.title}</h3>
                <CheckList items={usable.treatments} columns={2} />
                <CheckList items={usable.claims} tone="bullet" />
              </div>
            </Card>
          </Grid>
        </div>
      </Section>

      <Section>
        <BenefitGrid items={benefits} columns={3} />
      </Section>

      <Section title={closing.title} intro={closing.text} align="center" tone="muted">
        {closing.href ? (
          <div className={`${layout.actions} ${layout.centred}`}>
            <Button href={closing.href} icon="gift">
              {closing.label}
            </Button>
          </div>
        ) : null}
      </Section>
      <Toaster />
    </>
  );
}
