/**
 * A legal page (mentions légales, privacy policy, terms of sale, cookies): hero with breadcrumb, then
 * the text with its table of contents. HTML-only, from the catalog's legal data.
 */
import { LegalDocument, Section } from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../src/blocks/parts.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { hero, breadcrumb, booking, sections, dateLine, tableOfContentsLabel } = useData<Data>();
  return (
    <>
      <PageHero hero={hero} booking={booking} breadcrumb={breadcrumb} />
      <Section width="narrow">
        <LegalDocument
          dateLine={dateLine}
          tableOfContentsLabel={tableOfContentsLabel}
          sections={sections}
        />
      </Section>
    </>
  );
}
