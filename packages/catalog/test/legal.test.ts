import { describe, expect, it } from 'vitest';
import { checks, defaultContext } from '../src/checks/index.ts';
import { legalPaths, requiredLegalSections, WITHDRAWAL_FORM_ID } from '../src/legal-pages.ts';
import { legalRefs } from '../src/legal-refs.ts';
import {
  type CatalogData,
  legalFactValues,
  validateLegalPage,
  validateSource,
} from '../src/load.ts';
import { listPlaceholders } from '../src/placeholders.ts';
import { formatProblem, type Problem } from '../src/problems.ts';
import { legalPageSources, type Source, sources } from '../src/sources.ts';
import { cloneCatalog, realCatalog } from './helpers.ts';

function run(name: keyof typeof checks, catalog: CatalogData): string[] {
  const check = checks[name];
  if (!check) throw new Error(`no check ${name}`);
  return check(catalog, { ...defaultContext, imageExists: () => true }).map(formatProblem);
}

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

  it('fill in every fact: no {reference} is left, the host and processors are named', () => {
    const text = allText(realCatalog.legalPages);
    expect(text).not.toMatch(/\{[a-zA-Z]+\.[a-zA-Z.]+\}/);
    expect(allText(realCatalog.legalPages.mentions)).toContain('Amazon Web Services EMEA SARL');
    expect(allText(realCatalog.legalPages.mentions)).toContain('L-1855 Luxembourg');
    expect(allText(realCatalog.legalPages.privacy)).toContain('Stripe Payments Europe, Ltd.');
    expect(allText(realCatalog.legalPages.cgv)).toContain(realCatalog.clinic.email);
  });

  it('the CGV carry a version date and the model withdrawal form', () => {
    expect(realCatalog.legalPages.cgv.version).toBe(legalRefs.cgv.version);
    expect(realCatalog.legalPages.cgv.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legalPaths.cgv).toBe(legalRefs.cgv.path);
    expect(WITHDRAWAL_FORM_ID).toBe(legalRefs.cgv.withdrawalFormAnchor);
    const form = realCatalog.legalPages.cgv.sections.find((s) => s.id === WITHDRAWAL_FORM_ID);
    const lines = form?.blocks.flatMap((block) => (block.kind === 'form' ? block.lines : []));
    expect(lines?.[0]).toContain(realCatalog.clinic.name);
    expect(lines?.join('\n')).toContain('rétractation du contrat');
  });

  it('the legal facts the clinic must supply are release-check placeholders', () => {
    const legal = listPlaceholders(realCatalog).filter((p) => p.kind === 'legal fact');
    expect(legal.map((p) => p.where)).toEqual(
      expect.arrayContaining([
        'publisher.legalForm',
        'publisher.siret',
        'publisher.publicationDirector',
        'doctor.rpps',
        'doctor.ordre',
        'mediator.name',
        'mediator.address',
        'mediator.website',
        'retention.voucherRegister',
      ]),
    );
    expect(legal.every((p) => p.file === sources.legal.file)).toBe(true);
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
  /** A section's text, its no-break spaces (French typography) made plain. */
  const section = (page: { sections: { id: string }[] }, id: string) =>
    allText(page.sections.find((candidate) => candidate.id === id)).replace(/[\u00A0\u202F]/g, ' ');
  const privacy = realCatalog.legalPages.privacy;

  it('the privacy policy says what the register keeps of each voucher, and who reads it', () => {
    const kept = section(privacy, 'registre-des-bons-cadeaux');
    for (const item of [
      'code du bon',
      'montant payé',
      'références du paiement',
      'version des conditions générales de vente',
      'votre nom et votre adresse e-mail',
      'nom du bénéficiaire',
      'solde',
      'chacune de ses utilisations',
      'l’identité du membre qui l’a enregistrée',
      'médecin et à son secrétariat',
    ]) {
      expect(kept).toContain(item);
    }
  });

  it('why: the contract, the accounting obligation, who recorded what', () => {
    const purposes = section(privacy, 'finalites');
    expect(purposes).toMatch(
      /registre des bons[^"]*exécution du contrat de vente \(article 6\.1\.b/,
    );
    expect(purposes).toMatch(/utilisations : obligation légale \(article 6\.1\.c/);
    expect(purposes).toMatch(/membre de l’équipe[^"]*intérêt légitime/);
  });

  it('for how long: the register as the clinic’s lawyer decides, the accounts 10 years', () => {
    const periods = section(privacy, 'durees-de-conservation');
    const retention = realCatalog.legal.retention.voucherRegister.replace(/[\u00A0\u202F]/g, ' ');
    expect(periods).toContain(`puis pendant ${retention}.`);
    expect(periods).toMatch(/Pièces comptables[^"]*10 ans/);
  });

  it('the QR code holds only the desk address of the voucher, for the clinic’s staff', () => {
    const qr = section(privacy, 'code-qr');
    expect(qr).toContain('uniquement l’adresse de la fiche du bon');
    expect(qr).toContain('ni nom, ni adresse e-mail, ni montant');
    expect(qr).toContain('page de connexion');
  });

  it('the CGV: the register, its QR code, uses in one or more goes within the balance', () => {
    const cgv = realCatalog.legalPages.cgv;
    const use = section(cgv, 'utilisation');
    expect(use).toContain('registre des bons cadeaux');
    expect(use).toContain('code QR');
    expect(use).toContain('en une ou plusieurs fois');
    expect(section(cgv, 'donnees-personnelles')).toContain('registre des bons cadeaux');
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
    const index = sections.findIndex((s) => s.id === 'droit-de-retractation');
    const section = sections[index];
    const blockIndex = section?.blocks.findIndex((b) => b.kind === 'links') ?? -1;
    const block = section?.blocks[blockIndex];
    if (block?.kind !== 'links' || !block.links[0]) throw new Error('no link to the form');
    block.links[0].href = '#formulaire';
    const problems = run('legalSections', catalog);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^src/data/legal/conditions-generales-de-vente\\.ts → sections\\[${index}\\]\\.blocks\\[${blockIndex}\\]\\.links\\[0\\] → href : attendu l’ancre d’une section de cette page \\(#vendeur, .*#formulaire-de-retractation, .*\\), trouvé « #formulaire »$`,
      ),
    );
  });

  it('termsOfSale: a validity the vouchers do not have, one they have left out', () => {
    const catalog = cloneCatalog();
    const section = catalog.legalPages.cgv.sections.find((s) => s.id === 'validite');
    const index = catalog.legalPages.cgv.sections.findIndex((s) => s.id === 'validite');
    if (!section) throw new Error('no validity section');
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
    const problems = loadBroken('cgv', (data) => {
      const section = data.sections[1];
      if (section) section.blocks = [];
      data.sections[2]?.blocks.push({ kind: 'links', links: [{ label: 'Ici', href: 'ici' }] });
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/data\/legal\/conditions-generales-de-vente\.ts → sections\[1\] \(offres-et-prix\) → blocks : attendu au moins 1 élément\(s\), trouvé une liste de 0$/,
      ),
      expect.stringMatching(
        /^src\/data\/legal\/conditions-generales-de-vente\.ts → sections\[2\] \(commande\)\.blocks\[1\]\.links\[0\] \(Ici\) → href : attendu \/chemin, #ancre ou https:\/\/…, trouvé « ici »$/,
      ),
    ]);
  });
});
