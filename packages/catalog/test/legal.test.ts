import { describe, expect, it } from 'vitest';
import { type checks, defaultContext } from '../src/checks/index.ts';
import { legalPaths, requiredLegalSections, WITHDRAWAL_FORM_ID } from '../src/legal-pages.ts';
import { legalRefs } from '../src/legal-refs.ts';
import { type CatalogData, legalFactValues, validateLegalPage } from '../src/load.ts';
import { validateSource } from '../src/validate-source.ts';
import { listPlaceholders } from '../src/placeholders.ts';
import { formatProblem, type Problem } from '../src/problems.ts';
import { LEGAL_PLACEHOLDER_PREFIX, type LegalPage } from '../src/schemas/legal.ts';
import { legalPageSources, type Source, sources } from '../src/sources.ts';
import { walkStrings } from '../src/walk.ts';
import { cloneCatalog, realCatalog, runCheck } from './helpers.ts';

const run = (name: keyof typeof checks, catalog: CatalogData) =>
  runCheck(name, catalog, { ...defaultContext, imageExists: () => true });

const facts = legalFactValues(realCatalog, realCatalog.variants);

/** Validates a legal page source whose raw data `mutate` changed. */
function loadBroken(
  key: keyof typeof legalPageSources,
  mutate: (data: { sections: { id: string; blocks: Record<string, unknown>[] }[] }) => void,
): string[] {
  const source: Source = legalPageSources[key];
  const data = structuredClone(source.data) as Parameters<typeof mutate>[0];
  mutate(data);
  const problems: Problem[] = [];
  validateLegalPage({ ...source, data }, facts, problems);
  return problems.map(formatProblem);
}

function allText(value: unknown): string {
  return JSON.stringify(value);
}

/** The legal pages as written, filled in with the facts of `catalog` (a clone the test set). */
function render(catalog: CatalogData): Record<keyof typeof legalPageSources, LegalPage> {
  const values = legalFactValues(catalog, catalog.variants);
  const problems: Problem[] = [];
  const pages = Object.fromEntries(
    Object.entries(legalPageSources).map(([key, source]) => [
      key,
      validateLegalPage(source as Source, values, problems) as LegalPage,
    ]),
  ) as Record<keyof typeof legalPageSources, LegalPage>;
  expect(problems.map(formatProblem)).toEqual([]);
  return pages;
}

/** A section's text, its no-break spaces (French typography) made plain. */
const sectionText = (page: { sections: { id: string }[] }, id: string) =>
  allText(page.sections.find((candidate) => candidate.id === id)).replace(/[\u00A0\u202F]/g, ' ');

/** Sets the legal fact at `where` ("publisher.siret"). */
function setFact(legal: CatalogData['legal'], where: string, value: string) {
  const keys = where.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    legal as unknown as Record<string, unknown>,
  );
  parent[last] = value;
}

describe('the legal pages of the real catalog', () => {
  it('are the four routes of the footer, each with its required sections', () => {
    expect(realCatalog.layout.footer.legalLinks.map((link) => link.href)).toEqual(
      Object.values(legalPaths),
    );
    for (const [key, page] of Object.entries(realCatalog.legalPages)) {
      expect(page.path).toBe(legalPaths[key as keyof typeof legalPaths]);
      const ids = page.sections.map((section: { id: string }) => section.id);
      expect(ids).toEqual(
        expect.arrayContaining(
          Object.keys(requiredLegalSections[key as keyof typeof requiredLegalSections]),
        ),
      );
    }
    expect(realCatalog.routes.filter((route) => route.kind === 'legal').map((r) => r.path)).toEqual(
      Object.values(legalPaths),
    );
    expect(run('legalSections', realCatalog)).toEqual([]);
    expect(run('termsOfSale', realCatalog)).toEqual([]);
  });

  it('fill in every fact: no {reference} is left', () => {
    expect(allText(realCatalog.legalPages)).not.toMatch(/\{[a-zA-Z]+\.[a-zA-Z.]+\}/);
  });

  it('name the host, the processors and the seller with the facts they are given', () => {
    const catalog = cloneCatalog();
    const { legal, clinic } = catalog;
    legal.host.name = 'Hébergement Essai SAS';
    legal.host.address = '7 rue Imaginaire, 99999 Essai-Ville';
    legal.processors.aws.name = 'Nuage Essai SARL';
    legal.processors.stripe.name = 'Paiements Essai SA';
    Object.assign(clinic, { name: 'Cabinet Essai', email: 'accueil@essai.example' });
    Object.assign(clinic.address, {
      street: '1 rue de l’Essai',
      postalCode: '99999',
      city: 'Essai',
    });
    const pages = render(catalog);
    // The sections the law requires name them (legalSections holds the pages to those sections).
    const host = sectionText(pages.mentions, 'hebergeur');
    expect(host).toContain('Hébergement Essai SAS');
    expect(host).toContain('7 rue Imaginaire, 99999 Essai-Ville');
    const recipients = sectionText(pages.privacy, 'destinataires');
    expect(recipients).toContain('Nuage Essai SARL');
    expect(recipients).toContain('Paiements Essai SA');
    expect(sectionText(pages.mentions, 'editeur')).toContain('Cabinet Essai');
    expect(sectionText(pages.privacy, 'responsable-du-traitement')).toContain(
      'accueil@essai.example',
    );
    // The model withdrawal form is addressed to the seller: its name, address and e-mail.
    const form = sectionText(pages.cgv, WITHDRAWAL_FORM_ID);
    for (const fact of ['Cabinet Essai', '1 rue de l’Essai, 99999 Essai', 'accueil@essai.example'])
      expect(form).toContain(fact);
  });

  it('the CGV carry a version date and the model withdrawal form', () => {
    expect(realCatalog.legalPages.cgv.version).toBe(legalRefs.cgv.version);
    expect(realCatalog.legalPages.cgv.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legalPaths.cgv).toBe(legalRefs.cgv.path);
    expect(WITHDRAWAL_FORM_ID).toBe(legalRefs.cgv.withdrawalFormAnchor);
    const form = realCatalog.legalPages.cgv.sections.find((s) => s.id === WITHDRAWAL_FORM_ID);
    expect(form?.blocks.some((block) => block.kind === 'form' && block.lines.length > 0)).toBe(
      true,
    );
  });

  it('a legal fact the clinic must supply is a release-check placeholder until it is supplied', () => {
    const catalog = cloneCatalog();
    // Every fact supplied, then the ones the clinic and its lawyer must supply left to them.
    walkStrings(structuredClone(catalog.legal), (_, where) =>
      setFact(catalog.legal, where, 'Valeur fournie'),
    );
    expect(listPlaceholders(catalog).filter((p) => p.kind === 'legal fact')).toEqual([]);
    const toSupply = [
      'publisher.legalForm',
      'publisher.siret',
      'publisher.publicationDirector',
      'doctor.rpps',
      'doctor.ordre',
      'mediator.name',
      'mediator.address',
      'mediator.website',
      'retention.voucherRegister',
    ];
    for (const where of toSupply)
      setFact(catalog.legal, where, `${LEGAL_PLACEHOLDER_PREFIX} : ${where} (essai)`);
    expect(listPlaceholders(catalog).filter((p) => p.kind === 'legal fact')).toEqual(
      toSupply.map((where) => ({
        kind: 'legal fact',
        file: sources.legal.file,
        where,
        value: `${LEGAL_PLACEHOLDER_PREFIX} : ${where} (essai)`,
      })),
    );
    setFact(catalog.legal, 'doctor.rpps', '10001234567');
    expect(
      listPlaceholders(catalog)
        .filter((p) => p.kind === 'legal fact')
        .map((p) => p.where),
    ).toEqual(toSupply.filter((where) => where !== 'doctor.rpps'));
  });

  it('a supplied fact loses its placeholder and is checked against its format', () => {
    const catalog = cloneCatalog();
    catalog.legal.publisher.siret = '123 456 789 00012';
    expect(listPlaceholders(catalog).map((p) => p.where)).not.toContain('publisher.siret');

    const problems: Problem[] = [];
    const data = structuredClone(sources.legal.data) as { publisher: { siret: string } };
    data.publisher.siret = '1234';
    validateSource({ ...sources.legal, data }, undefined, problems, []);
    expect(problems.map(formatProblem)).toEqual([
      'src/data/legal/facts.ts → publisher → siret : attendu un SIRET de 14 chiffres, ou « À compléter : … » en attendant que la clinique le fournisse, trouvé « 1234 »',
    ]);
  });
});

describe('the voucher register in the legal pages', () => {
  /** The lines of legalSections that name a missing or repeated section. */
  const missing = (catalog: CatalogData) =>
    run('legalSections', catalog).filter((line) => line.includes(' → sections → id : '));

  it('the privacy policy must say what the register keeps, what the QR code holds, why and how long', () => {
    const catalog = cloneCatalog();
    const privacy = catalog.legalPages.privacy;
    const required = [
      'finalites',
      'durees-de-conservation',
      'registre-des-bons-cadeaux',
      'code-qr',
    ];
    privacy.sections = privacy.sections.filter((section) => !required.includes(section.id));
    const file = 'src/data/legal/politique-de-confidentialite.ts';
    expect(missing(catalog)).toEqual([
      `${file} → sections → id : attendu une section « finalites » (les finalités et les bases légales), trouvé aucune`,
      `${file} → sections → id : attendu une section « durees-de-conservation » (les durées de conservation), trouvé aucune`,
      `${file} → sections → id : attendu une section « registre-des-bons-cadeaux » (ce que le registre garde de chaque bon, et qui le lit), trouvé aucune`,
      `${file} → sections → id : attendu une section « code-qr » (ce que contient le code QR du bon et à quoi il sert), trouvé aucune`,
    ]);
  });

  it('the CGV must say how a voucher is used', () => {
    const catalog = cloneCatalog();
    const cgv = catalog.legalPages.cgv;
    cgv.sections = cgv.sections.filter((section) => section.id !== 'utilisation');
    expect(missing(catalog)).toEqual([
      'src/data/legal/conditions-generales-de-vente.ts → sections → id : attendu une section « utilisation » (l’utilisation après une consultation médicale), trouvé aucune',
    ]);
  });

  it('the privacy policy keeps the register for the time the legal facts set', () => {
    const catalog = cloneCatalog();
    catalog.legal.retention.voucherRegister = 'quarante-deux mois';
    expect(sectionText(render(catalog).privacy, 'durees-de-conservation')).toContain(
      'quarante-deux mois',
    );
  });
});

describe('legal checks and facts fail with file → entry → field', () => {
  it('legalSections: a CGV without the withdrawal right or the mediator', () => {
    const catalog = cloneCatalog();
    const cgv = catalog.legalPages.cgv;
    cgv.sections = cgv.sections.filter(
      (section) => section.id !== 'droit-de-retractation' && section.id !== 'mediation',
    );
    expect(run('legalSections', catalog)).toEqual([
      'src/data/legal/conditions-generales-de-vente.ts → sections → id : attendu une section « droit-de-retractation » (le droit de rétractation de 14 jours et comment l’exercer (L221-18)), trouvé aucune',
      'src/data/legal/conditions-generales-de-vente.ts → sections → id : attendu une section « mediation » (le médiateur de la consommation (L612-1)), trouvé aucune',
    ]);
  });

  it('legalSections: a privacy policy without the CNIL complaint, a duplicated anchor', () => {
    const catalog = cloneCatalog();
    const privacy = catalog.legalPages.privacy;
    const [first] = privacy.sections;
    privacy.sections = privacy.sections.filter((section) => section.id !== 'reclamation');
    if (first) privacy.sections.push({ ...first });
    expect(run('legalSections', catalog)).toEqual([
      'src/data/legal/politique-de-confidentialite.ts → sections → id : attendu une section « reclamation » (le droit de réclamation auprès de la CNIL), trouvé aucune',
      `src/data/legal/politique-de-confidentialite.ts → sections → id : attendu des valeurs uniques, trouvé « ${first?.id} » plus d’une fois`,
    ]);
  });

  it('legalSections: an in-page link to no section', () => {
    const catalog = cloneCatalog();
    const sections = catalog.legalPages.cgv.sections;
    const [section] = sections;
    if (!section) throw new Error('the CGV have no section');
    const link = { label: 'Le formulaire', href: `#${WITHDRAWAL_FORM_ID}` };
    section.blocks.push({ kind: 'links', links: [link] });
    expect(run('legalSections', catalog)).toEqual([]);
    link.href = '#formulaire';
    const anchors = sections.map((s) => `#${s.id}`).join(', ');
    expect(run('legalSections', catalog)).toEqual([
      `src/data/legal/conditions-generales-de-vente.ts → sections[0].blocks[${section.blocks.length - 1}].links[0] → href : attendu l’ancre d’une section de cette page (${anchors}), trouvé « #formulaire »`,
    ]);
  });

  it('termsOfSale: a validity the vouchers do not have, one they have left out', () => {
    const catalog = cloneCatalog();
    // The vouchers of the fixture: valid 6 months, and 12 for the custom one.
    for (const offer of catalog.vouchers.offers) offer.validityMonths = 6;
    catalog.vouchers.custom.validityMonths = 12;
    const index = catalog.legalPages.cgv.sections.findIndex((s) => s.id === 'validite');
    const section = catalog.legalPages.cgv.sections[index];
    if (!section) throw new Error('no validity section');
    section.blocks = [{ kind: 'paragraph', text: 'Un bon est valable 6 mois, ou 12 mois.' }];
    expect(run('termsOfSale', catalog)).toEqual([]);
    section.blocks = [{ kind: 'paragraph', text: 'Un bon est valable 24 mois.' }];
    expect(run('termsOfSale', catalog)).toEqual([
      `src/data/legal/conditions-generales-de-vente.ts → sections[${index}] (validite) → blocks : attendu la mention de la validité de 6 mois (src/data/pages/vouchers.ts), trouvé 24 mois`,
      `src/data/legal/conditions-generales-de-vente.ts → sections[${index}] (validite) → blocks : attendu la mention de la validité de 12 mois (src/data/pages/vouchers.ts), trouvé 24 mois`,
      `src/data/legal/conditions-generales-de-vente.ts → sections[${index}] (validite) → blocks : attendu seulement les validités des bons vendus (6 mois, 12 mois), trouvé « 24 mois »`,
    ]);
  });

  it('termsOfSale: a CGV version that is not a date', () => {
    const catalog = cloneCatalog();
    catalog.legalPages.cgv.version = 'v2';
    expect(run('termsOfSale', catalog)).toEqual([
      'src/legal-refs.ts → cgv → version : attendu la date du texte des CGV, par exemple « 2026-11-23 », trouvé « v2 »',
    ]);
  });

  it('metadata: a legal page moved away from its footer link', () => {
    const catalog = cloneCatalog();
    catalog.legalPages.cookies.path = '/traceurs';
    expect(run('metadata', catalog)).toContain(
      'src/data/legal/cookies.ts → path : attendu « /cookies » (le pied de page y mène), trouvé « /traceurs »',
    );
  });

  it('an unknown {fact} names the file, the entry and the field', () => {
    const problems = loadBroken('mentions', (data) => {
      const block = data.sections[0]?.blocks[0];
      if (block) block.text = 'Ce site est édité par {clinic.nom}.';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^src\/data\/legal\/mentions-legales\.ts → sections\[0\]\.blocks\[0\] → text : fait inconnu \{clinic\.nom\} \(attendu l’un de .*\{clinic\.name\}.*\)$/,
    );
  });

  it('a section without blocks or with a link to nowhere fails its schema', () => {
    const ids: string[] = [];
    let added = -1;
    const problems = loadBroken('cgv', (data) => {
      ids.push(...data.sections.map((section) => section.id));
      const section = data.sections[1];
      if (section) section.blocks = [];
      added =
        data.sections[2]?.blocks.push({ kind: 'links', links: [{ label: 'Ici', href: 'ici' }] }) ??
        0;
    });
    expect(problems).toEqual([
      `src/data/legal/conditions-generales-de-vente.ts → sections[1] (${ids[1]}) → blocks : attendu au moins 1 élément(s), trouvé une liste de 0`,
      `src/data/legal/conditions-generales-de-vente.ts → sections[2] (${ids[2]}).blocks[${added - 1}].links[0] (Ici) → href : attendu /chemin, #ancre ou https://…, trouvé « ici »`,
    ]);
  });
});
