/** The contact form sent without JavaScript: its fields as posted, and the page showing it again. */
import type { SiteFacts } from '../facts.ts';
import { type FormPage, type FormPageError, typed } from '../forms/page.tsx';

/** The list posts the treatment's id, the request names its label. */
export function contactInputFromForm(
  fields: Record<string, unknown>,
  facts: SiteFacts,
): Record<string, unknown> {
  const chosen = fields['traitement'];
  const choice = facts.forms.contact.treatments.find((candidate) => candidate.id === chosen);
  return choice === undefined ? fields : { ...fields, traitement: choice.label };
}

/** The contact form again, with the values typed and the errors (`errors`), under `title`. */
export function contactFormPage(
  input: unknown,
  errors: readonly FormPageError[],
  facts: SiteFacts,
  options: { action: string; siteUrl: string; title?: string },
): FormPage {
  const { contact, pages } = facts.forms;
  const chosen = typed(input, 'traitement');
  // The list shows the choice whether its id (form) or its label (JSON) was sent.
  const treatment =
    contact.treatments.find((choice) => choice.id === chosen || choice.label === chosen)?.id ?? '';
  return {
    title: options.title ?? pages.contactTitle,
    clinicName: facts.clinic.name,
    intro: pages.intro,
    errorsTitle: pages.errorsTitle,
    errors,
    lead: contact.requiredHint,
    form: {
      action: options.action,
      submit: contact.submit,
      fields: [
        {
          name: 'name',
          kind: 'text',
          label: contact.name,
          value: typed(input, 'name'),
          required: true,
          autocomplete: 'name',
        },
        {
          name: 'email',
          kind: 'email',
          label: contact.email,
          value: typed(input, 'email'),
          required: true,
          autocomplete: 'email',
        },
        {
          name: 'phone',
          kind: 'tel',
          label: contact.phone,
          value: typed(input, 'phone'),
          autocomplete: 'tel',
        },
        {
          name: 'traitement',
          kind: 'select',
          label: contact.treatment,
          value: treatment,
          options: [
            { value: '', label: contact.treatmentPlaceholder },
            ...contact.treatments.map((choice) => ({ value: choice.id, label: choice.label })),
          ],
        },
        {
          name: 'message',
          kind: 'textarea',
          label: contact.message,
          value: typed(input, 'message'),
          required: true,
          rows: contact.messageRows,
        },
      ],
    },
    back: { href: `${options.siteUrl}${facts.forms.paths.contact}`, label: pages.backToContact },
  };
}
