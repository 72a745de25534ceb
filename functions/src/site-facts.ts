/** The real catalog's facts: only the sources the functions need, so bundles carry no articles. */
import { catalogFacts } from '@clinique/catalog/facts';
import { factsFromCatalog, type SiteFacts } from './facts.ts';

export const siteFacts: SiteFacts = factsFromCatalog(catalogFacts);
