/** The real catalog's facts: only the sources the functions need, so bundles carry no articles. */
import { functionsCatalog } from '@clinique/catalog/functions-catalog';
import { factsFromCatalog, type SiteFacts } from './facts.ts';

export const siteFacts: SiteFacts = factsFromCatalog(functionsCatalog);
