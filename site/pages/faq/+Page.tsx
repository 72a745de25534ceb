/** FAQ: breadcrumb, the questions (several may be open at once), booking and contact buttons. */
import { catalog } from '@clinique/catalog';
import { FAQ, Section } from '@clinique/ui';
import { PageCallToAction, PageHero } from '../../src/blocks/PageParts.tsx';

export default function Page() {
  const { faq } = catalog;
  return (
    <>
      <PageHero hero={faq.hero} breadcrumbPath={faq.meta.path} />
      <Section width="narrow">
        <FAQ items={faq.items} />
      </Section>
      <PageCallToAction cta={faq.cta} />
    </>
  );
}
