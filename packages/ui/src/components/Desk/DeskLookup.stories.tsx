import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeskLookup } from './DeskLookup.tsx';
import { deskAnswers, deskText } from './fixtures.ts';
import { onSmallPhone } from '../../fixtures.ts';

const labels = deskText.lookup;

/**
 * La recherche d’un bon cadeau par son code dans l’espace clinique.
 */
const meta = {
  title: 'Components/Desk/DeskLookup',
  component: DeskLookup,
  args: { labels, code: '', onCodeChange: fn(), onSubmit: fn() },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.codeLabel), 'b');
    await expect(args.onCodeChange).toHaveBeenCalledWith('b');
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const Typed: Story = {
  name: 'Saisi',
  args: { code: 'bc 7kq2 m9xr tp' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Searching: Story = {
  name: 'Recherche en cours',
  args: { code: 'BC-7KQ2M9XRTP', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.busy })).toBeDisabled();
  },
};

export const Unknown: Story = {
  name: 'Inconnu',
  args: { code: 'BC-7KQ2M9XRTQ', error: deskAnswers.unknownVoucher },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(labels.codeLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The refusal is the field's own, read with it before the hint.
    await expect(field).toHaveAccessibleDescription(
      `${deskAnswers.unknownVoucher} ${labels.codeHint}`,
    );
  },
};

/** The look-up as the desk runs it: busy while the API answers, then refused. */
function RefusedLookup(props: ComponentProps<typeof DeskLookup>) {
  const [code, setCode] = useState(props.code);
  const [outcome, setOutcome] = useState<{ busy?: boolean; error?: string }>({});
  return (
    <DeskLookup
      {...props}
      code={code}
      onCodeChange={setCode}
      onSubmit={() => {
        setOutcome({ busy: true });
        setTimeout(() => setOutcome({ error: deskAnswers.unknownVoucher }), 50);
      }}
      {...outcome}
    />
  );
}

/**
 * Refusé après «&nbsp;Rechercher&nbsp;»&nbsp;: le champ, qui porte le refus, reprend le focus pour
 * que le code soit corrigé (le bouton, désactivé pendant la recherche, l’avait perdu).
 */
export const RefusedAfterSearch: Story = {
  name: 'Refusé après la recherche : le focus au champ',
  args: { code: 'BC-AAAAAAAAAA' },
  render: (args) => <RefusedLookup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const field = canvas.getByLabelText(labels.codeLabel);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `${deskAnswers.unknownVoucher} ${labels.codeHint}`,
    );
  },
};

export const UnknownOnSmallPhone: Story = {
  ...Unknown,
  name: 'Inconnu, à 320 px',
  globals: onSmallPhone,
};
