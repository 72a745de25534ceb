import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, waitFor } from 'storybook/test';
import { interfaceText } from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { notify, Toaster } from './Toaster.tsx';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div
      style={{
        minHeight: '24rem',
        padding: '1rem',
        display: 'flex',
        gap: '0.5rem',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
      }}
    >
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() => notify(interfaceText.contactForm.success, { variant: 'success' })}
      >
        Succès
      </Button>
      <Button
        variant="outline"
        onClick={() => notify(interfaceText.vouchers.missing, { variant: 'destructive' })}
      >
        Erreur
      </Button>
      <Button variant="outline" onClick={() => notify(interfaceText.share.copied)}>
        Information
      </Button>
    </div>
  ),
  // Toasts live in a module-wide store: start every story with none.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }));
    await waitFor(() => expect(canvas.getAllByText('Message envoyé !').at(-1)).toBeVisible());
    await expect(
      canvas.getByText('Nous vous recontacterons dans les plus brefs délais.'),
    ).toBeVisible();
  },
};

/** The destructive variant: "Informations manquantes". */
export const Destructive: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
    await waitFor(() =>
      expect(canvas.getAllByText('Informations manquantes').at(-1)).toBeVisible(),
    );
  },
};

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Information' }));
    await waitFor(() => expect(canvas.getAllByText('Lien copié !').at(-1)).toBeVisible());
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
    await waitFor(() =>
      expect(canvas.getAllByText('Informations manquantes').at(-1)).toBeVisible(),
    );
  },
};
