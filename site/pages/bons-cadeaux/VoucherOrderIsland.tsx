import { payment, type PaymentOrder } from '@clinique/api/payment';
import { Card, CheckList, CustomVoucherCard, Grid, notify, VoucherCard } from '@clinique/ui';
import { useEffect, useState } from 'react';
import {
  createPayment,
  notifyFailure,
  openPaymentPage,
  refusedFields,
} from '../../src/client/api.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export const VOUCHER_ORDER_ISLAND = 'voucher-order';

/**
 * The last order sent to the payment, for this tab: the payment's tab starts with a copy of it, so
 * a cancelled payment comes back to the form as it was typed. Never the terms' box: ticked anew.
 */
export const SAVED_ORDER_KEY = 'bons-cadeaux:commande';

type SavedOrder = Omit<PaymentOrder, 'attempt' | 'acceptTerms'>;

function saveOrder({ attempt: _attempt, acceptTerms: _terms, ...order }: PaymentOrder): void {
  try {
    sessionStorage.setItem(SAVED_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage refused (private mode, full): the form is simply not restored.
  }
}

function savedOrder(): SavedOrder | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_ORDER_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { giftType, amount } = saved as Record<string, unknown>;
    if (typeof giftType !== 'string' || typeof amount !== 'number') return undefined;
    return saved as SavedOrder;
  } catch {
    return undefined;
  }
}

export function VoucherOrderIsland({
  offers,
  custom,
  notices,
  paymentOpened,
  usable,
  cancelledParam,
  ...shared
}: Data['order']) {
  /** The payment page opened in another tab: this one says so, with a link back to it. */
  const [openedUrl, setOpenedUrl] = useState<string>();
  const [restored, setRestored] = useState<SavedOrder>();

  // Say it once, and clean the address so a reload or a shared link does not say it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    const cancelled = url.searchParams.get(cancelledParam.name) === cancelledParam.value;
    // Back from the payment page in this tab: the browser refills no field React controls.
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (cancelled || entry?.type === 'back_forward') setRestored(savedOrder());
    if (!cancelled) return;
    notify(notices.cancelled);
    url.searchParams.delete(cancelledParam.name);
    window.history.replaceState(window.history.state, '', url.href);
  }, [cancelledParam, notices.cancelled]);

  // What both cards take; `onOrder` never rejects: failures are notified here and given back.
  const order = {
    ...shared,
    onOrder: (voucher: PaymentOrder) =>
      createPayment(voucher).then(
        (url) => {
          saveOrder(voucher);
          let blocked = false;
          openPaymentPage(url, () => {
            blocked = true;
            notify(notices.popupBlocked);
          });
          if (!blocked) setOpenedUrl(url);
        },
        (error: unknown) => {
          notifyFailure(error, notices.paymentFailed, 'Création du paiement impossible');
          // The card also shows each refused field's sentence by that field.
          return { refused: refusedFields(error) };
        },
      ),
    onMissing: () => notify(notices.missing, { variant: 'destructive' }),
    action: payment.path,
  };
  const restoreFor = (giftType: string) => (restored?.giftType === giftType ? restored : undefined);

  return (
    <div className={layout.stack.lg}>
      {openedUrl === undefined ? null : (
        <div role="status" className={layout.stack.sm}>
          <p className={layout.subheading}>{paymentOpened.title}</p>
          <p>
            {`${paymentOpened.text} `}
            <a href={openedUrl} target="_blank" rel="noopener noreferrer">
              {paymentOpened.reopen}
            </a>
          </p>
        </div>
      )}
      <Grid columns={3} gap="lg">
        {offers.map(({ offer, price, anchor }) => (
          <VoucherCard
            key={offer.id}
            id={anchor}
            offer={offer}
            price={price}
            restore={restoreFor(offer.title)}
            {...order}
          />
        ))}
      </Grid>
      <Grid columns={2} gap="lg" align="start">
        <CustomVoucherCard
          custom={custom}
          bounds={custom.bounds}
          restore={restoreFor(custom.giftType)}
          {...order}
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
  );
}
