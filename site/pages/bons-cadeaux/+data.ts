import { catalog, legalRefs } from '@clinique/catalog';
import { formatEuros } from '@clinique/catalog/format';
import { PAYMENT_CANCELLED_PARAM } from '@clinique/catalog/voucher-orders';
import { voucherFormTexts } from '@clinique/ui';
import { bookingLink, breadcrumbData } from '../../src/part-data.ts';
import { pageSeo } from '../../src/seo/page-seo.ts';

const offerAnchor = (offerId: string) => `bon-${offerId}`;

export function data() {
  const { vouchers, interfaceText } = catalog;
  const { missing, paymentFailed, popupBlocked, cancelled, paymentOpened, ...cardLabels } =
    interfaceText.vouchers;
  const popular = vouchers.offers.find((offer) => offer.popular);
  return {
    seo: pageSeo(vouchers.meta),
    hero: vouchers.hero,
    breadcrumb: breadcrumbData(vouchers.meta.path),
    booking: bookingLink(),
    offersTitle: vouchers.offersTitle,
    order: {
      // Amounts are formatted here, on the server: the island's hydration makes no Intl formatter.
      // What the card does not show stays out of the island's props, which travel in the page.
      offers: vouchers.offers.map(
        ({ originalPrice: _originalPrice, includes: _includes, ...offer }) => ({
          offer,
          price: formatEuros(offer.price),
          anchor: offerAnchor(offer.id),
        }),
      ),
      custom: {
        ...vouchers.custom,
        bounds: {
          minimum: formatEuros(vouchers.custom.minimum),
          maximum: formatEuros(vouchers.custom.maximum),
        },
      },
      labels: {
        ...cardLabels,
        ...voucherFormTexts(interfaceText),
        popular: interfaceText.popular,
      },
      notices: { missing, paymentFailed, popupBlocked, cancelled },
      paymentOpened,
      usable: {
        title: vouchers.usableTitle,
        treatments: vouchers.usableTreatments,
        claims: vouchers.claims,
      },
      cancelledParam: PAYMENT_CANCELLED_PARAM,
      termsHref: legalRefs.cgv.path,
    },
    benefits: vouchers.benefits,
    closing: {
      title: vouchers.closingTitle,
      text: vouchers.closingText,
      label: vouchers.closingLabel,
      href: popular ? `#${offerAnchor(popular.id)}` : undefined,
    },
  };
}

export type Data = ReturnType<typeof data>;
