/**
 * Confirmation of a contact message sent before the page's script ran (/contact/merci): the API
 * answers the form with a redirection here. HTML-only (no script), never indexed.
 */
import { Button, Hero } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

export default function Page() {
  const { contactThanks, contactPath } = useData<Data>();
  return (
    <Hero
      title={contactThanks.title}
      intro={contactThanks.message}
      actions={
        <>
          <Button href="/" icon="arrow-right" iconPosition="end">
            {contactThanks.homeLabel}
          </Button>
          <Button href={contactPath} variant="outline" icon="mail">
            {contactThanks.contactLabel}
          </Button>
        </>
      }
    />
  );
}
