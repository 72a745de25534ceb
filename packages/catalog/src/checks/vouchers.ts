import { sources } from '../sources.ts';
import { type Check, error, kept } from './check.ts';

export const checkVouchers: Check = (catalog) => {
  const file = sources.vouchers.file;
  const { offers, custom } = catalog.vouchers;
  const popular = offers.filter((offer) => offer.popular).length;
  return kept([
    popular !== 1 &&
      error(file, 'offers', 'popular', `expected exactly one popular voucher, found ${popular}`),
    ...offers.flatMap((offer, index) => [
      offer.originalPrice <= offer.price &&
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'originalPrice',
          `expected more than the price ${offer.price} €, found ${offer.originalPrice} €`,
        ),
      offer.price < custom.minimum &&
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'price',
          `expected at least the custom minimum ${custom.minimum} €, found ${offer.price} €`,
        ),
    ]),
    custom.maximum <= custom.minimum &&
      error(
        file,
        'custom',
        'maximum',
        `expected more than the minimum ${custom.minimum} €, found ${custom.maximum} €`,
      ),
  ]);
};
