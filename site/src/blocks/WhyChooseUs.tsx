import type { WhyChooseUs as WhyChooseUsData } from '@clinique/catalog';
import { BenefitGrid, Section } from '@clinique/ui';

export function WhyChooseUs({
  whyChooseUs,
  tone = 'muted',
}: {
  whyChooseUs: WhyChooseUsData;
  tone?: 'default' | 'muted';
}) {
  return (
    <Section title={whyChooseUs.title} intro={whyChooseUs.intro} tone={tone}>
      <BenefitGrid items={whyChooseUs.reasons} columns={4} />
    </Section>
  );
}
