import { fillTemplate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { telHref } from '../../utils/phone.ts';
import { DeskPatient } from './DeskPatient.tsx';
import { deskText } from './fixtures.ts';
import { asShown, onSmallPhone, phone } from '../../fixtures.ts';

const labels = deskText.patient;

/**
 * Le code QR d’un bon (`/espace-clinique/bon/BC-7KQ2M9XRTP`) ouvert sans session, le plus souvent
 * par le patient&nbsp;: quoi faire de son bon, le numéro de la clinique, et rien du bon lui-même.
 */
const meta = {
  title: 'Components/Desk/DeskPatient',
  component: DeskPatient,
  args: { labels, phone: phone.display, phoneHref: telHref(phone), onStaff: fn() },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskPatient>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Patient: Story = {
  name: 'Patient',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.title })).toBeVisible();
    await expect(canvas.getByText(asShown(labels.text))).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: asShown(fillTemplate(labels.call, { phone: phone.display })),
      }),
    ).toHaveAttribute('href', telHref(phone));
    // The staff member who scanned the code signs in from here.
    await userEvent.click(canvas.getByRole('button', { name: labels.staff }));
    await expect(args.onStaff).toHaveBeenCalledTimes(1);
  },
};

/** Scanné au téléphone, le plus souvent&nbsp;: le numéro se compose d’un toucher. */
export const OnPhone: Story = {
  name: 'Sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

export const OnSmallPhone: Story = { name: 'À 320 px', globals: onSmallPhone };
