/** Getting the voucher to people: the gift's scheduled e-mail, and sending it again. */
import { DeskDelivery, type DeskOutcome, DeskResend } from '@clinique/ui';
import { fillTemplate, formatNumericDate } from '@clinique/catalog/format';
import { useState } from 'react';
import { deskApi } from '../../src/client/desk-api.ts';
import { type PanelProps, parisToday, useKeyedState } from './useDeskActions.ts';

export function DeliveryPanel({ screens, desk, voucher }: PanelProps<'screens'>) {
  const { looked, found } = desk.epoch;
  const [resendTo, setResendTo] = useKeyedState('', `${looked}`);
  const [resending, setResending] = useKeyedState<DeskOutcome>({}, `${looked}`);
  // The form starts from the voucher as found.
  const [delivery, setDelivery] = useKeyedState(
    { email: voucher.delivery?.email ?? '', date: voucher.delivery?.on ?? '' },
    `${found}`,
  );
  const [delivering, setDelivering] = useKeyedState<DeskOutcome<'save' | 'resend' | 'early'>>(
    {},
    `${found}`,
  );
  const [confirmingEarly, setConfirmingEarly] = useState(false);

  async function resend() {
    const to = resendTo.trim();
    const after = await desk.attempt(setResending, true, () => deskApi.resend(voucher.code, to));
    if (!after) return;
    desk.setVoucher(after);
    setResendTo('');
    setResending({
      notice: fillTemplate(screens.resend.sent, { email: to || voucher.buyerEmail }),
    });
  }

  async function deliver(how: 'save' | 'resend' | 'early') {
    const after = await desk.attempt(setDelivering, how, () =>
      how === 'resend'
        ? deskApi.resendDelivery(voucher.code)
        : how === 'early'
          ? deskApi.sendNow(voucher.code)
          : deskApi.changeDelivery(voucher.code, {
              email: delivery.email.trim(),
              date: delivery.date,
            }),
    );
    setConfirmingEarly(false);
    if (!after) return;
    desk.setVoucher(after);
    const said = { save: 'saved', resend: 'resent', early: 'sentNow' } as const;
    setDelivering({
      notice: fillTemplate(screens.delivery[said[how]], {
        email: after.delivery?.email ?? '',
        date: formatNumericDate(after.delivery?.on ?? ''),
      }),
    });
  }

  if (voucher.status === 'void') return null;
  return (
    <>
      {voucher.delivery && (
        <DeskDelivery
          labels={screens.delivery}
          state={voucher.delivery.state}
          dueOn={voucher.delivery.on}
          early={{
            confirming: confirmingEarly,
            onAsk: () => setConfirmingEarly(true),
            onConfirm: () => void deliver('early'),
            onCancel: () => setConfirmingEarly(false),
          }}
          today={parisToday()}
          validUntil={voucher.validUntil}
          email={delivery.email}
          dueTo={voucher.delivery.email}
          date={delivery.date}
          onEmailChange={(email) => setDelivery({ ...delivery, email })}
          onDateChange={(date) => setDelivery({ ...delivery, date })}
          onSubmit={() => void deliver('save')}
          onResend={() => void deliver('resend')}
          {...delivering}
        />
      )}
      <DeskResend
        labels={screens.resend}
        buyerEmail={voucher.buyerEmail}
        email={resendTo}
        onEmailChange={setResendTo}
        onSubmit={() => void resend()}
        {...resending}
      />
    </>
  );
}
