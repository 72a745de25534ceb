import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';
import { checkArticleFiles, checkReadTimes } from './articles.ts';
import { type Check, type CheckContext, defaultContext } from './check.ts';
import { checkStatedHours } from './hours.ts';
import { checkFrenchPunctuation } from './typography.ts';
import { checkUniqueIds } from './ids.ts';
import { checkLegalSections, checkTermsOfSale } from './legal.ts';
import {
  checkAmountsInText,
  checkOfferPrices,
  checkPriceClaims,
  checkPriceVariants,
  checkVariants,
} from './price-claims.ts';
import { checkPackages, checkSessionPrices } from './prices.ts';
import { checkImages, checkInternalLinks } from './references.ts';
import {
  checkFooterServices,
  checkMetadata,
  checkServiceRoutes,
  checkUniqueTitles,
} from './routes.ts';
import { checkVouchers } from './vouchers.ts';

export { type Check, type CheckContext, defaultContext } from './check.ts';

export const checks: Record<string, Check> = {
  uniqueIds: checkUniqueIds,
  articleFiles: checkArticleFiles,
  serviceRoutes: checkServiceRoutes,
  footerServices: checkFooterServices,
  internalLinks: checkInternalLinks,
  images: checkImages,
  priceVariants: checkPriceVariants,
  priceClaims: checkPriceClaims,
  offerPrices: checkOfferPrices,
  sessionPrices: checkSessionPrices,
  packages: checkPackages,
  vouchers: checkVouchers,
  readTimes: checkReadTimes,
  metadata: checkMetadata,
  uniqueTitles: checkUniqueTitles,
  variants: checkVariants,
  amountsInText: checkAmountsInText,
  statedHours: checkStatedHours,
  frenchPunctuation: checkFrenchPunctuation,
  legalSections: checkLegalSections,
  termsOfSale: checkTermsOfSale,
};

export function runChecks(catalog: CatalogData, context: CheckContext = defaultContext): Problem[] {
  return Object.values(checks).flatMap((check) => check(catalog, context));
}
