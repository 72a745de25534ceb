import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeskPanel } from './DeskPanel.tsx';
import { deskScreens } from './fixtures.ts';

const meta = {
  title: 'Desk/DeskPanel',
  component: DeskPanel,
  args: {
    title: deskScreens.resend.title,
    children: <p>Le contenu du panneau, un formulaire en général.</p>,
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section is named by its heading, so it is a landmark screen readers list. */
export const Named: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: args.title });
    await expect(region).toContainElement(canvas.getByText(/Le contenu du panneau/));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** What was done, above the content. */
export const WithNotice: Story = {
  args: { notice: 'Le bon a été renvoyé.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.notice ?? '');
  },
};

/** What was refused, read at once. */
export const WithError: Story = {
  args: { error: 'Ce bon est annulé, il ne peut plus être renvoyé.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error ?? '');
  },
};
