import { contact, type ContactRequest } from '@clinique/api/contact';
import { ContactForm, type ContactFormResult, notify } from '@clinique/ui';
import { useEffect, useState } from 'react';
import { notifyFailure, refusedFields, sendContactMessage } from '../../../src/client/api.ts';
import type { Data } from './+data.ts';

export const CONTACT_FORM_ISLAND = 'contact-form';

const TREATMENT_PARAM = 'traitement';

export interface ContactFormIslandProps {
  labels: Data['form']['labels'];
  notices: Data['notices'];
}

export function ContactFormIsland({ labels, notices }: ContactFormIslandProps) {
  // The prerendered form has no treatment chosen; once hydrated, the one the address asks for.
  const [treatment, setTreatment] = useState<string>();
  useEffect(() => {
    setTreatment(new URLSearchParams(window.location.search).get(TREATMENT_PARAM) ?? undefined);
  }, []);

  async function send(request: ContactRequest): Promise<ContactFormResult> {
    try {
      await sendContactMessage(request);
    } catch (error) {
      notifyFailure(error, notices.failure, 'Envoi du message impossible');
      // The form also shows each refused field's sentence by that field, after the notice has gone.
      const refused = refusedFields(error);
      return Object.keys(refused).length === 0 ? 'failed' : { refused };
    }
    notify(notices.success, { variant: 'success' });
    return 'sent';
  }

  return (
    <ContactForm
      labels={labels}
      initialTreatment={treatment}
      onSubmit={send}
      action={contact.path}
      sentNotice={notices.success}
    />
  );
}
