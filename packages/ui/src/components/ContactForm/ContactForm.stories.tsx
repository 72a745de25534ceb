import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { asShown, interfaceText, onSmallPhone } from '../../fixtures.ts';
import { ContactForm, type ContactFormResult } from './ContactForm.tsx';

const labels = interfaceText.contactForm;
/** The treatment the stories choose: the catalog's first. */
const [chosen] = labels.treatments;
if (!chosen) throw new Error('fixtures missing');

/**
 * Le formulaire de contact : champs obligatoires, envoi, message « envoyé » qui reste dans la page,
 * et erreurs qui gardent la saisie.
 */
const meta = {
  title: 'Components/Forms/ContactForm',
  component: ContactForm,
  args: { labels, onSubmit: fn(async (): Promise<ContactFormResult> => 'sent') },
  parameters: { width: 'column' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const fill = async (canvas: Canvas, userEvent: UserEvent) => {
  await userEvent.type(canvas.getByLabelText(labels.name), 'Claire Martin');
  await userEvent.type(canvas.getByLabelText(labels.email), 'claire@example.org');
  await userEvent.type(canvas.getByLabelText(labels.phone), '0465710000');
  await userEvent.selectOptions(canvas.getByLabelText(labels.treatment), chosen.label);
  await userEvent.type(canvas.getByLabelText(labels.message), 'Bonjour, une question.');
};

/**
 * Libellés, marques des champs obligatoires, types de champ, les dix choix et le champ piège caché.
 */
export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(labels.name)).toBeRequired();
    await expect(canvas.getByLabelText(labels.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(labels.phone)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText(labels.phone)).not.toBeRequired();
    await expect(canvas.getByLabelText(labels.message)).toHaveAttribute(
      'rows',
      String(labels.messageRows),
    );
    const select = canvas.getByLabelText(labels.treatment);
    await expect(select).toHaveValue('');
    await expect(
      canvas.getByRole('option', { name: labels.treatmentPlaceholder }),
    ).toBeInTheDocument();
    // The treatments of the catalog, after the empty choice.
    await expect(canvas.getAllByRole('option')).toHaveLength(labels.treatments.length + 1);
    const honeypot = canvasElement.querySelector('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    const wrapper = honeypot?.closest('[aria-hidden="true"]');
    await expect(wrapper).not.toBeNull();
    await expect(wrapper?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Le navigateur refuse l’envoi tant qu’un champ obligatoire est vide. */
export const RequiredFieldsBlockSending: Story = {
  name: 'Champs obligatoires manquants',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** `/contact?traitement=<id>` présélectionne le soin. */
export const PreselectedTreatment: Story = {
  name: 'Soin présélectionné',
  args: { initialTreatment: chosen.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(labels.treatment)).toHaveValue(chosen.id);
  },
};

/** Pendant l’envoi&nbsp;: le bouton est désactivé et affiche «&nbsp;Envoi en cours…&nbsp;». */
export const Sending: Story = {
  name: 'Envoi en cours',
  args: { onSubmit: fn(() => new Promise<ContactFormResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const busy = await canvas.findByRole('button', { name: labels.sending });
    await expect(busy).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Claire Martin',
        traitement: chosen.label,
        website: '',
      }),
    );
  },
};

/** `sent` vide tous les champs. */
export const SuccessEmptiesTheFields: Story = {
  name: 'Envoyé : champs vidés',
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByLabelText(labels.name)).toHaveValue(''));
    await expect(canvas.getByLabelText(labels.email)).toHaveValue('');
    await expect(canvas.getByLabelText(labels.phone)).toHaveValue('');
    await expect(canvas.getByLabelText(labels.treatment)).toHaveValue('');
    await expect(canvas.getByLabelText(labels.message)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: labels.submit })).toBeEnabled();
  },
};

/**
 * Avec un message d’envoi&nbsp;: le formulaire indique que le message est parti, jusqu’à ce que le
 * visiteur tape de nouveau.
 */
export const SentNoticeStays: Story = {
  name: 'Envoyé : message affiché',
  args: { sentNotice: { title: 'Message envoyé !', description: 'Nous vous recontacterons.' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Message envoyé ! Nous vous recontacterons.',
      ),
    );
    await userEvent.type(canvas.getByLabelText(labels.name), 'A');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** `failed` conserve toutes les valeurs, et le bouton redevient utilisable. */
export const FailureKeepsTheValues: Story = {
  name: 'Échec : saisie conservée',
  args: { onSubmit: fn(async (): Promise<ContactFormResult> => 'failed') },
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.submit })).toBeEnabled());
    await expect(canvas.getByLabelText(labels.name)).toHaveValue('Claire Martin');
    await expect(canvas.getByLabelText(labels.email)).toHaveValue('claire@example.org');
    await expect(canvas.getByLabelText(labels.phone)).toHaveValue('0465710000');
    await expect(canvas.getByLabelText(labels.treatment)).toHaveValue(chosen.id);
    await expect(canvas.getByLabelText(labels.message)).toHaveValue('Bonjour, une question.');
  },
};

/** Une promesse rejetée compte comme un échec&nbsp;: valeurs conservées. */
export const RejectedKeepsTheValues: Story = {
  name: 'Promesse rejetée : saisie conservée',
  args: { onSubmit: fn(() => Promise.reject(new Error('réseau'))) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.submit })).toBeEnabled());
    await expect(canvas.getByLabelText(labels.name)).toHaveValue('Claire Martin');
  },
};

/** Sentences made for the story: the form shows whatever the API says, by the field it names. */
const refusal = { email: 'Adresse refusée pour l’essai.', message: 'Message refusé pour l’essai.' };

/**
 * Un refus de l’API (une adresse que le navigateur accepte, « lea@exemple », par exemple)&nbsp;:
 * chaque phrase sous son champ, qui reste après la notification, le premier champ refusé reçoit
 * le focus, la saisie est conservée&nbsp;; corriger le champ efface sa phrase.
 */
export const RefusedFieldsAreMarked: Story = {
  name: 'Refus : chaque champ refusé signalé',
  args: { onSubmit: fn(async (): Promise<ContactFormResult> => ({ refused: refusal })) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const email = canvas.getByLabelText(labels.email);
    const message = canvas.getByLabelText(labels.message);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(refusal.email);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(refusal.message);
    await expect(canvas.getByLabelText(labels.name)).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveValue('claire@example.org');
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(refusal.email)).toBeNull();
    await expect(message).toHaveAccessibleDescription(refusal.message);
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

/** Les phrases de refus sous leurs champs, dans la largeur d’un petit téléphone. */
export const RefusedOnSmallPhone: Story = {
  ...RefusedFieldsAreMarked,
  name: 'Refus, à 320 px',
  globals: onSmallPhone,
};

/** Le message «&nbsp;envoyé&nbsp;» sous le bouton, dans la largeur d’un petit téléphone. */
export const SentOnSmallPhone: Story = {
  ...SentNoticeStays,
  name: 'Envoyé, à 320 px',
  args: { sentNotice: interfaceText.contactForm.success },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        asShown(interfaceText.contactForm.success.title),
      ),
    );
  },
  globals: onSmallPhone,
};
