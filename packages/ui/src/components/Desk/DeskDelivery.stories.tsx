import { fillTemplate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeskDelivery } from './DeskDelivery.tsx';
import { deskAnswers, deskText, giftVoucher } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.delivery;

const meta = {
  title: 'Components/Desk/DeskDelivery',
  component: DeskDelivery,
  args: {
    labels,
    state: 'scheduled',
    dueOn: giftVoucher.delivery?.on ?? '',
    dueTo: giftVoucher.delivery?.email ?? '',
    early: { confirming: false, onAsk: fn(), onConfirm: fn(), onCancel: fn() },
    today: '2027-02-01',
    validUntil: giftVoucher.validUntil,
    email: giftVoucher.delivery?.email ?? '',
    date: giftVoucher.delivery?.on ?? '',
    onEmailChange: fn(),
    onDateChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskDelivery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {
  name: 'Programmé',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText(labels.dateLabel);
    await expect(date).toHaveValue('2027-02-14');
    await expect(date).toHaveAttribute('min', '2027-02-01');
    await expect(date).toHaveAttribute('max', giftVoucher.validUntil);
    await expect(date).toHaveAccessibleDescription(
      asShown(labels.dateHint.replace('{date}', '12/03/2027')),
    );
    await userEvent.type(canvas.getByLabelText(labels.emailLabel), 'x');
    await expect(args.onEmailChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Not sent yet: nothing to resend, but it can be sent early, naming the day it was due.
    await expect(canvas.queryByRole('button', { name: labels.resend })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: asShown(labels.sendNow.replace('{date}', '14/02/2027')) }),
    );
    await expect(args.early?.onAsk).toHaveBeenCalledTimes(1);
  },
};

export const SendEarlyConfirm: Story = {
  name: 'Envoi anticipé à confirmer',
  // A new address typed but not saved: the voucher leaves for the one recorded, and says so.
  args: {
    early: { confirming: true, onAsk: fn(), onConfirm: fn(), onCancel: fn() },
    email: 'nouvelle.adresse@exemple.fr',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = giftVoucher.delivery?.email ?? '';
    await expect(
      canvas.getByText(
        asShown(labels.sendNowConfirm.replace('{email}', email).replace('{date}', '14/02/2027')),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.sendNowYes }));
    await expect(args.early?.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const DueToday: Story = {
  name: 'Envoi prévu aujourd’hui',
  args: { today: '2027-02-14' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to send early: neither the offer nor its confirmation.
    for (const label of [labels.sendNow, labels.sendNowYes])
      await expect(
        canvas.queryByRole('button', { name: asShown(label.replace('{date}', '14/02/2027')) }),
      ).toBeNull();
  },
};

export const Delivered: Story = {
  name: 'Distribué',
  args: { state: 'delivered' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(labels.emailLabel)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Bounced: Story = {
  name: 'Adresse refusée',
  args: { state: 'bounced', today: '2027-02-20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same address would bounce again: the form takes a corrected one.
    await expect(canvas.getByLabelText(labels.emailLabel)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.resend })).toBeNull();
  },
};

export const Resending: Story = {
  name: 'Renvoi en cours',
  args: { state: 'delivered', busy: 'resend' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      asShown(labels.resendBusy),
    );
  },
};

export const Refused: Story = {
  name: 'Refusé',
  args: { error: deskAnswers.refusals.invalid_date },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.refusals.invalid_date),
    );
  },
};

export const Saving: Story = {
  name: 'Enregistrement en cours',
  args: { busy: 'save' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.busy })).toBeDisabled();
    // One change at a time: sending early waits for the save.
    await expect(
      canvas.getByRole('button', { name: asShown(labels.sendNow.replace('{date}', '14/02/2027')) }),
    ).toBeDisabled();
  },
};

export const SendingEarly: Story = {
  name: 'Envoi anticipé en cours',
  args: {
    busy: 'early',
    early: { confirming: true, onAsk: fn(), onConfirm: fn(), onCancel: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.sendNowBusy })).toBeDisabled();
    await expect(
      canvas.getByRole('button', {
        name: asShown(labels.sendNowNo.replace('{date}', '14/02/2027')),
      }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.submit })).toBeDisabled();
  },
};

const saved = fillTemplate(labels.saved, {
  email: giftVoucher.delivery?.email ?? '',
  date: '14/02/2027',
});

export const Saved: Story = {
  name: 'Enregistré',
  args: { notice: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(asShown(saved));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

const resent = fillTemplate(labels.resent, { email: giftVoucher.delivery?.email ?? '' });

export const Resent: Story = {
  name: 'Renvoyé',
  args: { state: 'delivered', notice: resent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(asShown(resent));
    await expect(canvas.getByRole('button', { name: labels.resend })).toBeEnabled();
  },
};

/** The panel as the desk runs it: a save busy then answered (`saved` or `refused`), an early send asked. */
function Delivering({
  answer,
  ...props
}: ComponentProps<typeof DeskDelivery> & { answer: { notice?: string; error?: string } }) {
  const [outcome, setOutcome] = useState<{ busy?: 'save'; notice?: string; error?: string }>({});
  const [confirming, setConfirming] = useState(false);
  return (
    <DeskDelivery
      {...props}
      early={{
        ...props.early,
        confirming,
        onAsk: () => setConfirming(true),
        onCancel: () => setConfirming(false),
      }}
      onSubmit={() => {
        setOutcome({ busy: 'save' });
        setTimeout(() => setOutcome(answer), 50);
      }}
      {...outcome}
    />
  );
}

/**
 * «&nbsp;Enregistrer l’envoi&nbsp;», accepté&nbsp;: le message est annoncé et le focus reste sur le
 * bouton, désactivé le temps de l’enregistrement.
 */
export const SavedFocusKept: Story = {
  name: 'Enregistré après le clic : focus gardé',
  render: (args) => <Delivering {...args} answer={{ notice: saved }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(asShown(saved)));
    await expect(canvas.getByRole('button', { name: labels.submit })).toHaveFocus();
  },
};

/** Refusé&nbsp;: de même, le refus est annoncé et le focus reste sur le bouton. */
export const RefusedFocusKept: Story = {
  name: 'Refusé après le clic : focus gardé',
  render: (args) => <Delivering {...args} answer={{ error: deskAnswers.refusals.invalid_date }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        asShown(deskAnswers.refusals.invalid_date),
      ),
    );
    await expect(canvas.getByRole('button', { name: labels.submit })).toHaveFocus();
  },
};

/** L’envoi anticipé demandé puis refusé («&nbsp;Non&nbsp;»)&nbsp;: le focus revient sur son bouton. */
export const SendEarlyKept: Story = {
  name: 'Envoi anticipé demandé puis gardé : le focus revient',
  render: (args) => <Delivering {...args} answer={{}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sendNow = asShown(labels.sendNow.replace('{date}', '14/02/2027'));
    await userEvent.click(canvas.getByRole('button', { name: sendNow }));
    const title = canvas.getByRole('heading', { name: sendNow });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.click(
      canvas.getByRole('button', {
        name: asShown(labels.sendNowNo.replace('{date}', '14/02/2027')),
      }),
    );
    await expect(canvas.getByRole('button', { name: sendNow })).toHaveFocus();
  },
};

export const BouncedOnSmallPhone: Story = {
  ...Bounced,
  name: 'Adresse refusée, à 320 px',
  globals: onSmallPhone,
};
