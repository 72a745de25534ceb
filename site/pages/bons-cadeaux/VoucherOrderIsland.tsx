import {
  Card,
  CheckList,
  CustomVoucherCard,
  Grid,
  notify,
  VoucherCard,
  type VoucherOrder,
} from '@clinique/ui';
import { useEffect } from 'react';
import {
  PAYMENT_ENDPOINT,
  createPayment,
  notifyFailure,
  openPaymentPage,
} from '../../src/client/api.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export const VOUCHER_ORDER_ISLAND = 'voucher-order';

export type VoucherOrderIslandProps = Pick<
  Data,
  'offers' | 'custom' | 'labels' | 'notices' | 'usable' | 'cancelledParam' | 'termsHref'
>;

export function VoucherOrderIsland({
  offers,
  custom,
  notices,
  usable,
  cancelledParam,
  ...shared
}: VoucherOrderIslandProps) {
  // Say it once, and clean the address so a reload or a shared link does not say it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(cancelledParam.name) !== cancelledParam.value) return;
    notify(notices.cancelled);
    url.searchParams.delete(cancelledParam.name);
    window.history.replaceState(window.history.state, '', url.href);
  }, [cancelledParam, notices.cancelled]);

  // What both cards take; `onOrder` never rejects: failures are notified here.
  const order = {
    ...shared,
    onOrder: (voucher: VoucherOrder) =>
      createPayment(voucher).then(
        (url) => openPaymentPage(url, () => notify(notices.popupBlocked)),
        (error: unknown) =>
          notifyFailure(error, notices.paymentFailed, 'Création du paiement impossible'),
      ),
    onMissing: () => notify(notices.missing, { variant: 'destructive' }),
    action: PAYMENT_ENDPOINT,
  };

  return (
    <div className={layout.stack.lg}>
      <Grid columns={3} gap="lg">
        {offers.map(({ offer, price, anchor }) => (
          <VoucherCard key={offer.id} id={anchor} offer={offer} price={price} {...order} />
        ))}
      </Grid>
      <Grid columns={2} gap="lg" align="start">
        <CustomVoucherCard custom={custom} bounds={custom.bounds} {...order} />
        <Card>
          <div className={layout.stack.md}>
            <h3 className={layout.subheading}>{usable.title}</h3>
            <CheckList items={usable.treatments} columns={2} />
            <CheckList items={usable.claims} tone="bullet" />
          </div>
        </Card>
      </Grid>
    </div>
  );
}
