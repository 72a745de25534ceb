/** The API answers a form sent before the script ran with a redirection here. Never indexed. */
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
