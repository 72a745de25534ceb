/** The contact form sent without JavaScript: its fields as posted, and the page showing it again. */
import type { SiteFacts } from '../facts.ts';
import { type FormPage, type FormPageError, typed, typedField } from '../forms/page.tsx';

/** The list posts the treatment's id, the request names its label. */
export function contactInputFromForm(
  fields: Record<string, unknown>,
  facts: SiteFacts,
): Record<string, unknown> {
  const chosen = fields['traitement'];
  const choice = facts.forms.contact.treatments.find((candidate) => candidate.id === chosen);
  return choice === undefined ? fields : { ...fields, traitement: choice.label };
}

/** The contact form again, with the values typed and the errors (`errors`). */
export function contactFormPage(
  input: unknown,
  errors: readonly FormPageError[],
  facts: SiteFacts,
  options: { action: string; siteUrl: string },
): FormPage {
  const { contact, pages } = facts.forms;
  const chosen = typed(input, 'traitement');
  // The list shows the choice whether its id (form) or its label (JSON) was sent.
  const treatment =
    contact.treatments.find((choice) => choice.id === chosen || choice.label === chosen)?.id ?? '';
  return {
    title: pages.contactTitle,
    errors,
    back: { href: `${options.siteUrl}${facts.forms.paths.contact}`, label: pages.backToContact },
    lead: contact.requiredHint,
    form: {
      action: options.action,
      submit: contact.submit,
      fields: [
        typedField(input, 'name', 'text', contact.name, { required: true, autocomplete: 'name' }),
        typedField(input, 'email', 'email', contact.email, {
          required: true,
          autocomplete: 'email',
        }),
        typedField(input, 'phone', 'tel', contact.phone, { autocomplete: 'tel' }),
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
        typedField(input, 'message', 'textarea', contact.message, {
          required: true,
          rows: contact.messageRows,
        }),
      ],
    },
  };
}
