/** The "why choose us" block: four reasons, each with a figure. */
import { catalog } from '@clinique/catalog';
import { BenefitGrid, Section } from '@clinique/ui';

export function WhyChooseUs({ tone = 'muted' }: { tone?: 'default' | 'muted' }) {
  const { whyChooseUs } = catalog;
  return (
    <Section title={whyChooseUs.title} intro={whyChooseUs.intro} tone={tone}>
      <BenefitGrid items={whyChooseUs.reasons} columns={4} />
    </Section>
  );
}
