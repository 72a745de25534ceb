import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { asShown, interfaceText } from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { dismissAllNotices, notify, StaticToast, Toaster } from './Toaster.tsx';

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
    dismissAllNotices();
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

/**
 * Three toasts at most: a fourth notice replaces the oldest. The toasts never expire here
 * (`duration: Infinity`), so the first one can only have gone by giving way, whatever the time taken.
 */
export const AtMostThree: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    for (const name of ['Succès', 'Erreur', 'Information']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(3));
    await expect(within(region).getByText('Message envoyé !')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
    await waitFor(() => expect(within(region).queryByText('Message envoyé !')).toBeNull());
    await expect(region.querySelectorAll('li')).toHaveLength(3);
    await expect(within(region).getAllByText('Informations manquantes')).toHaveLength(2);
    await expect(within(region).getByText('Lien copié !')).toBeVisible();
  },
};

/**
 * Copies the notice's template into its live region, as an HTML-only page's plain script does. In
 * server-rendered HTML the notice is the template's `content`; rendered by React in the browser (this
 * story), it is the template's children.
 */
function showStaticToast(id: string) {
  const region = document.getElementById(id);
  const template = document.getElementById(`${id}-template`);
  if (!region || !(template instanceof HTMLTemplateElement)) return;
  const source = template.content.hasChildNodes() ? template.content : template;
  region.replaceChildren(...[...source.childNodes].map((node) => node.cloneNode(true)));
}

/** HTML-only pages (the article's share button): the notice waits in a template until shown. */
export const Static: Story = {
  render: () => (
    <div style={{ minHeight: '12rem', padding: '1rem' }}>
      <StaticToast id="static-toast" notice={interfaceText.share.copied} />
      <Button variant="outline" onClick={() => showStaticToast('static-toast')}>
        Partager
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(asShown(interfaceText.share.copied.title));
    await expect(within(status).getByText(asShown(interfaceText.share.copied.title))).toBeVisible();
  },
};
