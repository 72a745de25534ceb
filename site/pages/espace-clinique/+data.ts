import { catalog } from '@clinique/catalog';
import { deskTreatmentChoices } from '@clinique/catalog/desk';
import { deskSeo } from '../../src/seo/page-seo.ts';
import { telHref } from '@clinique/ui';

export function data() {
  const screens = catalog.deskText;
  const desk = catalog.interfaceText.desk;
  const { invalidAmount, unknownTreatment, voidReasonMissing, otherNeedsNote } = desk;
  const phone = catalog.contactFacts.phone.visible;
  return {
    seo: deskSeo(),
    island: {
      screens,
      answers: {
        invalidAmount,
        unknownTreatment,
        voidReasonMissing,
        otherNeedsNote,
        disputed: desk.refusals.disputed,
      },
      treatments: deskTreatmentChoices(desk.treatments, desk.otherTreatment),
      clinic: { phone: phone.display, phoneHref: telHref(phone) },
    },
  };
}

export type Data = ReturnType<typeof data>;
