/**
 * The registry of pages (src/sources.ts) is the only list of pages: adding or removing an entry is
 * all it takes for the routes and the checks to follow (site/test/registry.test.ts shows the same
 * for the sitemap and the pages the site prerenders), and a mistake is named file → entry → field.
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../src/checks/index.ts';
import { LINK_KEYS } from '../src/checks/references.ts';
import { type CatalogData, loadCatalog, treatmentLists } from '../src/load.ts';
import { routePaths } from '../src/route-paths.ts';
import { formatProblem } from '../src/problems.ts';
import { type Registry, registry } from '../src/sources.ts';
import generatedArticles from '../src/generated/articles.ts';
import { catalogDocuments, walkObjects } from '../src/walk.ts';
import { treatmentPageData } from './helpers.ts';

type Json = Record<string, unknown>;

function load(changed: Registry): { catalog: CatalogData; problems: string[] } {
  const { catalog, problems } = loadCatalog(undefined, changed);
  if (!catalog) throw new Error(problems.map(formatProblem).join('\n'));
  return { catalog, problems: runChecks(catalog).map(formatProblem) };
}

/** A treatment page at `/${id}`: a copy of the first treatment page's file under another id and title. */
function treatmentPage(id: string) {
  const model = registry.treatmentPageSources[0];
  if (!model) throw new Error('no treatment page');
  const data = structuredClone(model.data) as Json & { meta: Json };
  data.id = id;
  data.path = `/${id}`;
  data.meta.path = `/${id}`;
  data.meta.title = `Soin d’essai ${id}`;
  return { ...model, file: `src/data/treatments/${id}.ts`, data };
}

describe('the registry of pages', () => {
  it('gives every route of the real catalog, the two confirmations left out of the sitemap', () => {
    const { catalog, problems } = load(registry);
    expect(problems).toEqual([]);
    expect(catalog.routes.filter((route) => !route.indexed).map((route) => route.path)).toEqual([
      '/success',
      '/contact/merci',
    ]);
    expect(catalog.routes.find((route) => route.path === '/a-propos')).toMatchObject({
      kind: 'page',
      id: 'about',
      file: 'src/data/pages/about.ts',
      title: catalog.about.meta.title,
    });
    expect(catalog.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        ...catalog.local.paths,
        ...catalog.treatmentPages.map((page) => page.path),
        ...treatmentLists(catalog).map((list) => list.page.path),
        '/cookies',
      ]),
    );
  });

  it('adding a treatment page to the registry adds its route, and the checks accept it', () => {
    // The test's own page (a copy of a real one may carry a price only a variant of its own route
    // allows), named in the desk's list and linked from the footer, as the how-to asks.
    const data = treatmentPageData('soin-essai', 'Soin d’essai');
    const interfaceText = structuredClone(registry.sources.interfaceText.data) as {
      desk: { treatments: string[] };
    };
    interfaceText.desk.treatments.push(data.name);
    const layout = structuredClone(registry.sources.layout.data) as {
      footer: { services: { label: string; href: string }[] };
    };
    layout.footer.services.push({ label: data.name, href: data.path });
    const { catalog, problems } = load({
      ...registry,
      sources: {
        ...registry.sources,
        interfaceText: { ...registry.sources.interfaceText, data: interfaceText },
        layout: { ...registry.sources.layout, data: layout },
      },
      treatmentPageSources: [
        ...registry.treatmentPageSources,
        { ...treatmentPage('soin-essai'), data },
      ],
    });
    expect(problems).toEqual([]);
    expect(catalog.routes.filter((route) => route.id === 'soin-essai')).toEqual([
      {
        path: '/soin-essai',
        kind: 'treatment',
        id: 'soin-essai',
        title: catalog.treatmentPages.at(-1)?.meta.title,
        name: catalog.treatmentPages.at(-1)?.name,
        file: 'src/data/treatments/soin-essai.ts',
        indexed: true,
      },
    ]);
  });

  it('adding a treatment list to the registry adds its route, and the list checks read it', () => {
    const data = structuredClone(registry.sources.soinsCorps.data) as Json & { meta: Json };
    Object.assign(data, { id: 'soins-essai', path: '/soins-essai' });
    data.meta.path = '/soins-essai';
    data.meta.title = 'Soins d’essai';
    const sources = {
      ...registry.sources,
      soinsEssai: { ...registry.sources.soinsCorps, file: 'src/data/pages/soins-essai.ts', data },
    };
    const { catalog, problems } = load({ ...registry, sources });
    expect(problems).toEqual([]);
    expect(routePaths(catalog, 'treatmentList')).toEqual([
      ...treatmentLists(load(registry).catalog).map((list) => list.page.path),
      '/soins-essai',
    ]);
    const added = treatmentLists(catalog).at(-1);
    expect(added?.file).toBe('src/data/pages/soins-essai.ts');
    const card = added?.page.cards.find((item) => item.href && typeof item.price === 'object');
    if (!card) throw new Error('no card with a "from" price');
    card.price = { from: 1 };
    expect(runChecks(catalog).map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/data\/pages\/soins-essai\.ts → cards\[\d+\] .*→ price : /),
      ]),
    );
  });

  it('removing a page removes its route, and the check names every link still leading there', () => {
    // The first treatment page is removed; two links the test adds lead there, so that the lines
    // asserted word for word are its own.
    const [removed] = registry.treatmentPageSources;
    if (!removed) throw new Error('no treatment page');
    const { path, name } = removed.data as { path: string; name: string };
    const layout = structuredClone(registry.sources.layout.data) as {
      footer: { services: { label: string; href: string }[] };
    };
    layout.footer.services.push({ label: `${name} (essai)`, href: path });
    const footer = layout.footer.services.length - 1;
    const [model] = generatedArticles;
    if (!model) throw new Error('no article to copy');
    // The test's own article, shaped like a real one: its file, slug and link are the fixture's.
    const ownArticle = 'content/blog/essai-lien.md';
    const article = {
      ...model,
      file: ownArticle,
      frontMatter: { ...model.frontMatter, id: 999, slug: 'essai-lien' },
      links: [path],
    };
    const changed = {
      ...registry,
      sources: { ...registry.sources, layout: { ...registry.sources.layout, data: layout } },
    };
    const { catalog, problems } = loadCatalog([...generatedArticles, article], {
      ...changed,
      treatmentPageSources: registry.treatmentPageSources.filter((source) => source !== removed),
    });
    if (!catalog) throw new Error(problems.map(formatProblem).join('\n'));
    expect(catalog.routes.map((route) => route.path)).not.toContain(path);
    const lines = runChecks(catalog).map(formatProblem);
    const missing = `attendu un lien vers une page existante, trouvé « ${path} »`;
    // A line may go on to suggest the route the link most likely meant.
    const named = (start: string) => lines.filter((line) => line.startsWith(start));
    expect(
      named(`src/data/layout.ts → footer.services[${footer}] → href : ${missing}`),
    ).toHaveLength(1);
    expect(named(`${ownArticle} → body → link : ${missing}`)).toHaveLength(1);
    // Every link to the page is named once, whatever the content links from: as many lines as links.
    let links = catalog.articles.flatMap((item) => item.links).filter((h) => h === path).length;
    for (const { data } of catalogDocuments(catalog))
      walkObjects(data, (node) => {
        links += LINK_KEYS.filter((key) => node[key] === path).length;
      });
    expect(links).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line.includes(missing))).toHaveLength(links);
  });

  it('a page whose metadata does not name its route is named file → entry → field', () => {
    const about = structuredClone(registry.sources.about.data) as { meta: Json };
    about.meta.path = '/qui-sommes-nous';
    const { problems } = load({
      ...registry,
      sources: { ...registry.sources, about: { ...registry.sources.about, data: about } },
    });
    expect(problems).toEqual([
      'src/data/pages/about.ts → meta → path : attendu la route propre à la page, « /a-propos », trouvé « /qui-sommes-nous »',
    ]);
  });

  it('two pages at the same route are named, each with the other file', () => {
    // A page copied to a new file whose id and path were left as they were.
    const [model] = registry.treatmentPageSources;
    if (!model) throw new Error('no treatment page');
    const { id } = model.data as { id: string };
    const copy = { ...treatmentPage(id), file: `src/data/treatments/${id}-2.ts` };
    const { problems } = load({
      ...registry,
      treatmentPageSources: [...registry.treatmentPageSources, copy],
    });
    const [original, copied] = [model.file, copy.file];
    expect(problems).toEqual([
      `${copied} → id : attendu un id égal au nom du fichier (« ${id}-2 »), trouvé « ${id} »`,
      `${original} → id : attendu une valeur de « id » utilisée une seule fois, trouvé « ${id} » aussi dans ${copied}`,
      `${copied} → id : attendu une valeur de « id » utilisée une seule fois, trouvé « ${id} » aussi dans ${original}`,
      `${original} → path : attendu une valeur de « path » utilisée une seule fois, trouvé « /${id} » aussi dans ${copied}`,
      `${copied} → path : attendu une valeur de « path » utilisée une seule fois, trouvé « /${id} » aussi dans ${original}`,
    ]);
  });
});
