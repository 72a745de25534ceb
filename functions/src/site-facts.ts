/**
 * The facts of the real catalog, from `@clinique/catalog/facts`: only the sources the functions
 * need (validated when it loads), so that the Lambda bundles carry no articles or page texts.
 */
import { catalogFacts } from '@clinique/catalog/facts';
import { factsFromCatalog, type SiteFacts } from './facts.ts';

export const siteFacts: SiteFacts = factsFromCatalog(catalogFacts);
