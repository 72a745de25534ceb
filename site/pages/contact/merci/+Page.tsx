/**
 * Confirmation of a contact message sent before the page's script ran (/contact/merci): the API
 * answers the form with a redirection here. HTML-only (no script), never indexed.
 */
import { catalog } from '@clinique/catalog';
import { Button, Hero } from '@clinique/ui';

export default function Page() {
  const { contactThanks } = catalog;
  return (
    <Hero
      title={contactThanks.title}
      intro={contactThanks.message}
      actions={
        <>
          <Button href="/" icon="arrow-right" iconPosition="end">
            {contactThanks.homeLabel}
          </Button>
          <Button href={catalog.contact.meta.path} variant="outline" icon="mail">
            {contactThanks.contactLabel}
          </Button>
        </>
      }
    />
  );
}
