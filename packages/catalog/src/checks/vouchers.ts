import type { Problem } from '../problems.ts';
import { sources } from '../sources.ts';
import { type Check, error } from './check.ts';

export const checkVouchers: Check = (catalog) => {
  const file = sources.vouchers.file;
  const problems: Problem[] = [];
  const popular = catalog.vouchers.offers.filter((offer) => offer.popular);
  if (popular.length !== 1) {
    problems.push(
      error(
        file,
        'offers',
        'popular',
        `expected exactly one popular voucher, found ${popular.length}`,
      ),
    );
  }
  catalog.vouchers.offers.forEach((offer, index) => {
    if (offer.originalPrice <= offer.price) {
      problems.push(
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'originalPrice',
          `expected more than the price ${offer.price} €, found ${offer.originalPrice} €`,
        ),
      );
    }
    if (offer.price < catalog.vouchers.custom.minimum) {
      problems.push(
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'price',
          `expected at least the custom minimum ${catalog.vouchers.custom.minimum} €, found ${offer.price} €`,
        ),
      );
    }
  });
  const { minimum, maximum } = catalog.vouchers.custom;
  if (maximum <= minimum) {
    problems.push(
      error(
        file,
        'custom',
        'maximum',
        `expected more than the minimum ${minimum} €, found ${maximum} €`,
      ),
    );
  }
  return problems;
};
