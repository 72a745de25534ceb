/** The 404 page is in English, as the specification says. */
import { Button, Hero } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { Data } from './+data.ts';

export default function Page() {
  const { is404, abortReason, abortStatusCode, errorWhileRendering } = usePageContext();
  const { notFound } = useData<Data>();
  const detail =
    typeof abortReason === 'string'
      ? abortReason
      : String(abortStatusCode ?? errorWhileRendering ?? 500);
  return (
    <div lang="en">
      <Hero
        title={is404 ? notFound.title : notFound.errorTitle}
        intro={is404 ? notFound.text : detail}
        actions={
          <Button href="/" icon="arrow-right" iconPosition="end">
            {notFound.homeLabel}
          </Button>
        }
        align="center"
      />
    </div>
  );
}
