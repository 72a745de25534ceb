import * as v from 'valibot';
import { checks, defaultContext, type CheckContext } from '../src/checks/index.ts';
import { loadCatalog, type CatalogData } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import { TreatmentPage } from '../src/schemas/pages.ts';
import { treatmentFile } from '../src/walk.ts';

/** The real catalog, loaded once; tests mutate clones of it. */
const loaded = loadCatalog();
if (!loaded.catalog) {
  throw new Error(
    `the real catalog does not load:\n${loaded.problems.map((p) => `${p.file} → ${p.entry} → ${p.field}: ${p.message}`).join('\n')}`,
  );
}
export const realCatalog: CatalogData = loaded.catalog;

export function cloneCatalog(): CatalogData {
  return structuredClone(realCatalog);
}

/** One check of the catalog, its problems as `catalog:check` prints them. */
export function runCheck(
  name: keyof typeof checks,
  catalog: CatalogData,
  context: CheckContext = defaultContext,
): string[] {
  const check = checks[name];
  if (!check) throw new Error(`no check ${name}`);
  return check(catalog, context).map(formatProblem);
}

export type TreatmentPageData = v.InferInput<typeof TreatmentPage>;

/**
 * A treatment page of the test's own, as a data file would write it: its id, name, tables and texts
 * are the test's, so no price, row or wording of the real catalog is pinned. Its texts state no
 * amount until the test writes one.
 */
export function treatmentPageData(id: string, name: string): TreatmentPageData {
  return {
    id,
    path: `/${id}`,
    name,
    breadcrumb: true,
    hero: {
      title: name,
      intro: `${name}, un soin inventé pour les tests.`,
      images: [],
      booking: true,
    },
    prices: {
      title: `Tarifs ${name}`,
      display: 'anchor',
      showLabel: 'Voir les tarifs',
      tables: [
        {
          kind: 'standard',
          id: `${id}-tarifs`,
          title: 'Tarifs',
          rows: [{ zone: 'Essai', price: 1 }],
        },
      ],
    },
    sections: [{ kind: 'list', title: 'À savoir', items: ['Une consultation précède la séance.'] }],
    cta: { title: 'Prendre rendez-vous', text: 'Au cabinet.', booking: true },
    procedure: { name, procedureType: 'NoninvasiveProcedure', bodyLocation: 'Peau' },
    meta: { title: name, description: `${name} au cabinet.`, keywords: [name], path: `/${id}` },
  };
}

/**
 * Adds the page to a clone as the loader would: validated by its schema (French typography, computed
 * amounts), with its route, named in the desk's list of treatments and linked from the footer, as
 * the how-to asks. Returns the page the catalog holds, for the test to change.
 */
export function addTreatmentPage(catalog: CatalogData, data: TreatmentPageData): TreatmentPage {
  const page = v.parse(TreatmentPage, data);
  const file = treatmentFile(page);
  catalog.treatmentPages.push(page);
  catalog.pages.push({ file, kind: 'treatment', id: page.id, indexed: true, data: page });
  catalog.routes.push({
    path: page.path,
    kind: 'treatment',
    id: page.id,
    title: page.meta.title,
    name: page.name,
    file,
    indexed: true,
  });
  catalog.interfaceText.desk.treatments.push(page.name);
  catalog.layout.footer.services.push({ label: page.name, href: page.path });
  return page;
}
