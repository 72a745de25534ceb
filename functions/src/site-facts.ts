/** The facts of the real catalog (validated when `@clinique/catalog` loads). */
import { catalog } from '@clinique/catalog';
import { factsFromCatalog, type SiteFacts } from './facts.ts';

export const siteFacts: SiteFacts = factsFromCatalog(catalog);
