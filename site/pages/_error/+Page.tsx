/** The 404 page is in English, as the specification says. */
import { Button, Hero } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { Data } from './+data.ts';

export default function Page() {
  const pageContext = usePageContext();
  const { notFound } = useData<Data>();
  const homeButton = (
    <Button href="/" icon="arrow-right" iconPosition="end">
      {notFound.homeLabel}
    </Button>
  );
  if (pageContext.is404) {
    return (
      <div lang="en">
        <Hero title={notFound.title} intro={notFound.text} actions={homeButton} align="center" />
      </div>
    );
  }
  const reason = pageContext.abortReason;
  const detail =
    typeof reason === 'string'
      ? reason
      : String(pageContext.abortStatusCode ?? pageContext.errorWhileRendering ?? 500);
  return (
    <div lang="en">
      <Hero title={notFound.errorTitle} intro={detail} actions={homeButton} align="center" />
    </div>
  );
}
