import { catalog } from '@clinique/catalog';
import { deskSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const screens = catalog.deskScreens;
  const { invalidAmount, unknownTreatment, voidReasonMissing } = catalog.interfaceText.desk;
  return {
    seo: deskSeo(),
    screens,
    answers: { invalidAmount, unknownTreatment, voidReasonMissing },
    treatments: catalog.vouchers.usableTreatments,
  };
}

export type Data = ReturnType<typeof data>;
