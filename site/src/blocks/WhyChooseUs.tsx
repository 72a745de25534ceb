import type { WhyChooseUs as WhyChooseUsData } from '@clinique/catalog';
import { BenefitGrid, Fold, Section } from '@clinique/ui';

export function WhyChooseUs({
  whyChooseUs,
  tone = 'muted',
  foldLabel,
}: {
  whyChooseUs: WhyChooseUsData;
  tone?: 'default' | 'muted';
  /** Folds the reasons behind this summary on a phone, where the page repeats them. */
  foldLabel?: string;
}) {
  const reasons = <BenefitGrid items={whyChooseUs.reasons} columns={4} />;
  return (
    <Section title={whyChooseUs.title} intro={whyChooseUs.intro} tone={tone}>
      {foldLabel ? <Fold summary={foldLabel}>{reasons}</Fold> : reasons}
    </Section>
  );
}
