/**
 * The how-tos of docs/editing-content.md, done as an editor does them: each makes the documented
 * edit in a temporary copy of the catalog and runs the commands its section names, with the root
 * package.json's own definitions of them. A how-to that stops working fails here.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { frenchTypography } from '../src/format/typography.ts';
import { priceReadings } from '../src/stated-prices.ts';
import { treatmentFile } from '../src/walk.ts';
import { realCatalog } from './helpers.ts';

const catalogDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(catalogDir, '..', '..');
const doc = readFileSync(join(repoDir, 'docs', 'editing-content.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The text of a how-to, up to the next one. */
function sectionOf(title: string): string {
  const start = doc.indexOf(`## ${title}\n`);
  if (start < 0) throw new Error(`docs/editing-content.md has no section "${title}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The `npm run …` commands a how-to names, in the order it names them. */
function commandsOf(title: string): string[] {
  const section = sectionOf(title);
  return [...new Set([...section.matchAll(/`(npm run [^`]+)`/g)].map((match) => match[1] ?? ''))];
}

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the repository with only the catalog in it, and the root's scripts and configuration. */
function copyOfCatalog() {
  const root = mkdtempSync(join(tmpdir(), 'catalog-how-to-'));
  copies.push(root);
  cpSync(catalogDir, join(root, 'packages', 'catalog'), {
    recursive: true,
    filter: (source) =>
      !/[/\\](node_modules|generated)$/.test(source) && !source.endsWith('how-to.test.ts'),
  });
  for (const file of ['.prettierrc.json', '.prettierignore', 'eslint.config.js', 'tsconfig.json'])
    cpSync(join(repoDir, file), join(root, file));
  symlinkSync(join(repoDir, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      name: 'catalog-how-to',
      private: true,
      type: 'module',
      workspaces: ['packages/catalog'],
      scripts: rootPackage.scripts,
    }),
  );
  const path = (file: string) => join(root, 'packages', 'catalog', file);
  return {
    read: (file: string) => readFileSync(path(file), 'utf8'),
    write: (file: string, text: string) => writeFileSync(path(file), text),
    /** Replaces `from` (which must be there) by `to`, every time it occurs. */
    edit(file: string, from: string, to: string) {
      const text = readFileSync(path(file), 'utf8');
      expect(text, `${file} holds ${from}`).toContain(from);
      writeFileSync(path(file), text.split(from).join(to));
    },
    copy: (from: string, to: string) => cpSync(path(from), path(to)),
    remove: (file: string) => rmSync(path(file)),
    run(command: string) {
      const [, , ...args] = command.split(' ');
      const result = spawnSync('npm', ['run', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
  };
}

const okLine = (output: string) =>
  /catalogue : ok — (\d+) pages, dont (\d+) pages de soin et (\d+) articles/.exec(output);

/**
 * One copy, one how-to after the other (each ends green, so the next starts from a catalog that
 * passes); the failures a how-to promises are checked on the way, then every command the how-tos
 * name runs once on the result. One pass keeps the cost of the commands to a few runs.
 */
describe('the how-tos of docs/editing-content.md, done in a copy of the catalog', () => {
  it('each edit as documented, then the documented commands', { timeout: 300_000 }, () => {
    const copy = copyOfCatalog();
    const failing = (step: string) => {
      const result = copy.run('npm run catalog:check');
      expect(result.status, `${step}: the check fails`).toBe(1);
      return result.output.split('\n').filter((line) => line.startsWith('✗ '));
    };

    // How to change a price: the check names every place that still shows the old one. The page is
    // the one the how-to takes as its example; its row and amounts are read from the catalog, so the
    // how-to works whatever the price is today.
    const example =
      /`packages\/catalog\/src\/data\/treatments\/` \(for \/[a-z0-9-]+, ([a-z0-9-]+)\.ts\)/.exec(
        sectionOf('How to change a price'),
      );
    if (!example) throw new Error('the how-to names no treatment page as its example');
    const [, exampleId = ''] = example;
    const exampleFile = `src/data/treatments/${exampleId}.ts`;
    // The example page's first row in whole euros; another page's if it has none (or is gone).
    const wholeEuroRow = (page: (typeof realCatalog.treatmentPages)[number]) =>
      (page.prices?.tables ?? [])
        .flatMap((table) => (table.kind === 'standard' ? table.rows : []))
        .find((item) => typeof item.price === 'number');
    const pages = [...realCatalog.treatmentPages].sort(
      (a, b) => Number(b.id === exampleId) - Number(a.id === exampleId),
    );
    const page = pages.find((item) => wholeEuroRow(item) !== undefined);
    const row = page && wholeEuroRow(page);
    if (!page || typeof row?.price !== 'number') throw new Error('no row in whole euros');
    const tattoo = page.id === exampleId ? exampleFile : `src/data/treatments/${page.id}.ts`;
    const [old, next] = [row.price, row.price + 17];
    copy.edit(
      tattoo,
      `zone: '${row.zone}', price: ${old},`,
      `zone: '${row.zone}', price: ${next},`,
    );
    const stale = failing('a price changed in one table');
    expect(stale.length).toBeGreaterThan(0);
    // Each line names a file (a data file or an article, with its line if it tells it) and the old
    // price it still shows; the editor writes the new one there.
    const placeOf = /^✗ ((?:src\/data\/\S+\.ts|content\/blog\/\S+\.md))(?::\d+)? → /;
    for (const line of stale) expect(line).toMatch(new RegExp(`${placeOf.source}.*\\b${old}\\b`));
    // A text is changed where the line quotes it (« …commence à 80 € »), whatever its wording; an
    // amount field where it reads the old amount.
    const spaced = (text: string) =>
      text
        .split(/[\s\u00A0\u202F]+/)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s\\u00A0\\u202F]+');
    const withNext = (text: string) =>
      text.replace(new RegExp(`\\b${old}(?=[\\s\\u00A0\\u202F]*€)`, 'g'), String(next));
    for (const line of stale) {
      const file = placeOf.exec(line)?.[1] ?? '';
      const quoted = /trouvé « ([^»]*) »/.exec(line)?.[1];
      const text = copy.read(file);
      copy.write(
        file,
        quoted
          ? text.replace(new RegExp(`(?<![\\p{L}\\d])${spaced(quoted)}`, 'gu'), withNext)
          : text
              .replaceAll(`min: ${old},`, `min: ${next},`)
              .replaceAll(`from: ${old} }`, `from: ${next} }`),
      );
    }
    // The catalog's tests, as the how-to says, before the next how-to changes more.
    const unit = 'npm run test -w @clinique/catalog';
    expect(commandsOf('How to change a price')).toContain(unit);
    const tests = copy.run(unit);
    expect(tests.status, `${unit}:\n${tests.output}`).toBe(0);

    // How to add a FAQ entry: written on one line, laid out by the fixing command. The how-to's own
    // question, unless the FAQ already asks it (an editor may have followed the how-to already).
    const asked = new Set(realCatalog.faq.items.map((item) => item.question));
    const question = [
      'Puis-je venir accompagné(e) ?',
      'Puis-je venir accompagné(e) à l’essai ?',
    ].find((candidate) => !asked.has(frenchTypography(candidate)));
    const answer =
      'Oui, vous pouvez venir accompagné(e) à la consultation comme aux séances ; la personne qui vous accompagne patiente en salle d’attente pendant le soin.';
    copy.edit(
      'src/data/pages/faq.ts',
      '  items: [\n',
      `  items: [\n    { question: '${question}', answer: '${answer}' },\n`,
    );

    // How to add a blog article: a copy of the first one with its own id, slug and title.
    const source = readdirSync(join(catalogDir, 'content', 'blog'))
      .sort()
      .find((name) => name.endsWith('.md') && name !== 'README.md');
    if (!source) throw new Error('no article to copy');
    const slug = 'essai-questions-frequentes';
    const nextId = Math.max(...realCatalog.articles.map((a) => a.id)) + 1;
    copy.write(
      `content/blog/${slug}.md`,
      copy
        .read(`content/blog/${source}`)
        .replace(/^id: .*$/m, `id: ${nextId}`)
        .replace(/^slug: .*$/m, `slug: ${slug}`)
        .replace(/^title: .*$/m, 'title: "Vos questions, nos réponses (essai)"')
        .replace(/^seoTitle: .*$/m, 'seoTitle: "Vos questions sur les soins (essai)"')
        .replace(/^publishedDate: .*$/m, 'publishedDate: 2026-12-01'),
    );

    // How to add a treatment page: a copy of one; left with its id, it is named in both files. Its
    // id and name are read from the catalog, its import from the registry. The first page that no
    // variant of src/data/variants.ts speaks for: a variant keeps a price its own page states
    // differently, which its copy's texts would repeat (the check names those, as it should).
    const spokenFor = new Set([
      ...priceReadings(realCatalog).map((reading) => reading.page),
      ...realCatalog.variantUses.map((use) => use.file),
    ]);
    const model = realCatalog.treatmentPages.find(
      (item) => !spokenFor.has(item.path) && !spokenFor.has(treatmentFile(item)),
    );
    if (!model) throw new Error('no treatment page to copy');
    const [id, name] = [`${model.id}-express`, `${model.name} Express`];
    const express = `src/data/treatments/${id}.ts`;
    copy.copy(`src/data/treatments/${model.id}.ts`, express);
    const imported = new RegExp(
      `^import (\\w+) from './data/treatments/${model.id}\\.ts';$`,
      'm',
    ).exec(copy.read('src/sources.ts'));
    if (!imported) throw new Error(`src/sources.ts does not import ${model.id}.ts`);
    const registered = `  treatment('${model.id}.ts', ${imported[1]}),\n`;
    copy.edit(
      'src/sources.ts',
      imported[0],
      `${imported[0]}\nimport treatmentExpress from './data/treatments/${id}.ts';`,
    );
    copy.edit(
      'src/sources.ts',
      registered,
      `${registered}  treatment('${id}.ts', treatmentExpress),\n`,
    );
    expect(failing('a treatment page copied as it is')).toContain(
      `✗ src/data/treatments/${model.id}.ts → path : attendu une valeur de « path » utilisée une seule fois, trouvé « ${model.path} » aussi dans ${express}`,
    );
    copy.edit(express, `id: '${model.id}',`, `id: '${id}',`);
    copy.edit(express, `path: '${model.path}',`, `path: '/${id}',`);
    copy.edit(express, `name: '${model.name}',`, `name: '${name}',`);
    expect(failing('a treatment page with the title of the one copied')).toContainEqual(
      expect.stringMatching(new RegExp(`^✗ ${express} → meta → title : attendu un titre propre`)),
    );
    // The copy's meta.title, found by what it reads, however the file lays it out.
    const metaTitle = [...copy.read(express).matchAll(/title:\s*'([^']*)'/g)].find(
      ([, text = '']) => frenchTypography(text) === model.meta.title,
    );
    if (!metaTitle) throw new Error(`${express}: no title reads « ${model.meta.title} »`);
    copy.edit(express, metaTitle[0], `title: '${name} : un essai'`);
    expect(failing('a treatment missing from the desk’s list')).toContain(
      `✗ src/data/interface.ts → desk → treatments : attendu « ${name} » (un soin du site) dans la liste de l’accueil, trouvé absent`,
    );
    copy.edit(
      'src/data/interface.ts',
      `      '${model.name}',\n`,
      `      '${model.name}',\n      '${name}',\n`,
    );
    expect(failing('a treatment missing from the footer')).toContainEqual(
      expect.stringMatching(
        new RegExp(`^✗ src/data/layout\\.ts → footer → services : attendu un lien vers /${id} `),
      ),
    );
    const footerLink = new RegExp(
      `^( *)\\{ label: '[^']*', href: '${model.path}' \\},\\n`,
      'm',
    ).exec(copy.read('src/data/layout.ts'));
    if (!footerLink) throw new Error(`src/data/layout.ts has no footer link to ${model.path}`);
    copy.edit(
      'src/data/layout.ts',
      footerLink[0],
      `${footerLink[0]}${footerLink[1] ?? ''}{ label: '${name}', href: '/${id}' },\n`,
    );

    // How to replace an illustration: a new name without its file is named, then the file is added.
    const image = page.hero.images[0]?.src ?? '';
    const renamed = image.replace(/\.svg$/, '-2027.svg');
    copy.edit(tattoo, `src: '${image}'`, `src: '${renamed}'`);
    expect(failing('an illustration without its file')).toContain(
      `✗ ${tattoo} → hero.images[0] → src : attendu une image dans packages/catalog/assets, trouvé aucun fichier à « ${renamed} »`,
    );
    copy.copy(`assets${image}`, `assets${renamed}`);

    // How to fill a placeholder.
    const facts = 'src/data/legal/facts.ts';
    const placeholder = /(\w+): ('À compléter[^']*')/.exec(copy.read(facts));
    if (placeholder) copy.edit(facts, placeholder[0], `${placeholder[1]}: '12345678900017'`);

    // Every command the how-tos name, once, on the result.
    const howTos = [
      'How to change a price',
      'How to add a FAQ entry',
      'How to add a blog article',
      'How to add a treatment page',
      'How to replace an illustration',
      'How to fill a placeholder',
    ];
    const named = howTos.map((title) => ({ title, commands: commandsOf(title) }));
    for (const { title, commands } of named) {
      expect(commands, `${title} names npm run catalog:check`).toContain('npm run catalog:check');
    }
    for (const title of howTos.slice(0, 4)) {
      expect(commandsOf(title), `${title} names npm run fix`).toContain('npm run fix');
    }
    const commands = [...new Set(named.flatMap((item) => item.commands))].filter((c) => c !== unit);
    const outputs: Record<string, { status: number | null; output: string }> = {};
    for (const command of ['npm run fix', ...commands.filter((c) => c !== 'npm run fix')]) {
      expect(rootPackage.scripts, `${command} exists`).toHaveProperty(command.split(' ')[2] ?? '');
      outputs[command] = copy.run(command);
    }
    for (const [command, result] of Object.entries(outputs)) {
      // The release check fails while other placeholders remain, as documented.
      if (command === 'npm run catalog:release-check') continue;
      expect(result.status, `${command}:\n${result.output}`).toBe(0);
    }

    const ok = okLine(outputs['npm run catalog:check']?.output ?? '');
    // One route for the treatment page, one for the article.
    expect(Number(ok?.[1]), 'routes').toBe(realCatalog.routes.length + 2);
    expect(Number(ok?.[2]), 'treatment pages').toBe(realCatalog.treatmentPages.length + 1);
    expect(Number(ok?.[3]), 'articles').toBe(realCatalog.articles.length + 1);
    expect(copy.read('src/data/pages/faq.ts')).toContain(`      answer:\n        '${answer}',`);
    const release = outputs['npm run catalog:release-check']?.output ?? '';
    expect(release).toContain('Mise en ligne :');
    if (placeholder) expect(release).not.toMatch(new RegExp(`\\.${placeholder[1]} :`));

    // Removing a treatment page (the one just added): its file and its two lines in sources.ts;
    // the check names what still leads there, here the footer's link, then passes without it.
    copy.remove(express);
    copy.edit('src/sources.ts', `\nimport treatmentExpress from './data/treatments/${id}.ts';`, '');
    copy.edit('src/sources.ts', `  treatment('${id}.ts', treatmentExpress),\n`, '');
    expect(failing('a treatment page removed')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^✗ src/data/layout\\.ts:\\d+ → footer\\.services\\[\\d+\\] → href : attendu un lien vers une page existante, trouvé « /${id} »`,
        ),
      ),
    ]);
    copy.edit('src/data/layout.ts', `{ label: '${name}', href: '/${id}' },\n`, '');
    const removed = copy.run('npm run catalog:check');
    expect(removed.status, removed.output).toBe(0);
    expect(Number(okLine(removed.output)?.[2]), 'treatment pages').toBe(
      realCatalog.treatmentPages.length,
    );
  });
});
