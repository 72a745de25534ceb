import { contact, type ContactRequest } from '@clinique/api/contact';
import {
  ContactForm,
  type ContactFormResult,
  type ContactFormValues,
  emptyContactFormValues,
  notify,
} from '@clinique/ui';
import { useEffect, useState } from 'react';
import { notifyFailure, sendContactMessage } from '../../../src/client/api.ts';
import type { Data } from './+data.ts';

export const CONTACT_FORM_ISLAND = 'contact-form';

const TREATMENT_PARAM = 'traitement';

export interface ContactFormIslandProps {
  labels: Data['form']['labels'];
  notices: Data['notices'];
}

export function ContactFormIsland({ labels, notices }: ContactFormIslandProps) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactFormValues);

  // The prerendered form has no treatment chosen; once hydrated, take the one the address asks for.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get(TREATMENT_PARAM);
    // Unless the visitor chose one before the script ran.
    if (wanted && labels.treatments.some((choice) => choice.id === wanted)) {
      setValues((current) => (current.traitement ? current : { ...current, traitement: wanted }));
    }
  }, [labels.treatments]);

  async function send(request: ContactRequest): Promise<ContactFormResult> {
    try {
      await sendContactMessage(request);
    } catch (error) {
      notifyFailure(error, notices.failure, 'Envoi du message impossible');
      return 'failed';
    }
    notify(notices.success, { variant: 'success' });
    return 'sent';
  }

  return (
    <ContactForm
      labels={labels}
      values={values}
      onValuesChange={setValues}
      onSubmit={send}
      action={contact.path}
      sentNotice={notices.success}
    />
  );
}
