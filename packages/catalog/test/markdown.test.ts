import { describe, expect, it } from 'vitest';
import { articleFromMarkdown, countWords } from '../src/markdown.ts';
import { validateArticle } from '../src/load.ts';
import { formatProblem, type Problem } from '../src/problems.ts';

const frontMatter = `---
id: 42
title: "Un titre"
slug: un-article
excerpt: "Un résumé."
author: Dr Camille Exemple
publishedDate: 2026-03-12
readTime: 1 min
category: Soins Visage
tags: [A, B]
image: /images/blog/hydrafacial.svg
imageAlt: "Illustration"
seoTitle: "Titre"
seoDescription: "Description"
keywords: [a, b]
---
`;

describe('articles from Markdown', () => {
  it('turns the body into HTML with French typography and collects links', () => {
    const raw = articleFromMarkdown(
      'content/blog/un-article.md',
      `${frontMatter}## Pourquoi ?\n\nC'est simple : voir [la page](/hydrafacial).\n`,
    );
    expect(raw.content).toContain('<h2 id="pourquoi">Pourquoi');
    expect(raw.content).toContain('C’est simple\u00A0: voir <a href="/hydrafacial">la page</a>');
    expect(raw.links).toEqual(['/hydrafacial']);
    const before = articleFromMarkdown(
      'content/blog/un-article.md',
      `${frontMatter}L'**acide**, l'[HydraFacial](/hydrafacial) et d'« épilation ».\n`,
    );
    expect(before.content).toContain(
      'L’<strong>acide</strong>, l’<a href="/hydrafacial">HydraFacial</a> et d’«\u00A0épilation\u00A0».',
    );
    const problems: Problem[] = [];
    const article = validateArticle(raw, problems);
    expect(problems).toEqual([]);
    expect(article).toMatchObject({
      id: 42,
      publishedDate: '2026-03-12',
      category: 'Soins Visage',
    });
  });

  it('gives each heading a distinct id, even when a heading is repeated', () => {
    const raw = articleFromMarkdown(
      'content/blog/un-article.md',
      `${frontMatter}## L’étape d’après\n\nA.\n\n## Les étapes\n\nB.\n\n## Les étapes\n\nC.\n`,
    );
    const ids = [...raw.content.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]);
    expect(ids).toEqual(['l-etape-d-apres', 'les-etapes', 'les-etapes-1']);
  });

  it('reports raw HTML (dropped) and a second title at their lines, with the other problems', () => {
    const raw = articleFromMarkdown(
      'content/blog/un-article.md',
      `${frontMatter.replace('author: Dr Camille Exemple\n', '')}# Titre\n\nEt <script>alert(1)</script>\n`,
    );
    expect(raw.content).not.toContain('<script');
    const problems: Problem[] = [];
    validateArticle(raw, problems);
    const bodyLine = frontMatter.split('\n').length + 1;
    expect(problems.map(formatProblem)).toEqual([
      `content/blog/un-article.md:${bodyLine} → body : attendu du Markdown, trouvé du HTML brut « <script> » (retiré de la page)`,
      `content/blog/un-article.md:${bodyLine - 2} → body : attendu un intertitre « ## » (le titre de l’article est déjà en haut de la page), trouvé « # Titre »`,
      expect.stringMatching(/^content\/blog\/un-article\.md → author : /),
    ]);
  });

  it('points at the header line YAML cannot read, and says what to do', () => {
    const raw = articleFromMarkdown(
      'content/blog/un-article.md',
      frontMatter.replace('title: "Un titre"', 'title: Détatouage : comment ça marche'),
    );
    const problems: Problem[] = [];
    validateArticle(raw, problems);
    expect(problems.map(formatProblem)).toEqual([
      'content/blog/un-article.md:3 → title : attendu la valeur entre guillemets droits, car elle contient « : » ou commence par « [ », « { » ou « # », trouvé « Détatouage : comment ça marche » : écrivez title: "Détatouage : comment ça marche" (YAML : Nested mappings are not allowed in compact mappings)',
    ]);
  });

  const headerProblems = (from: string, to: string) => {
    const problems: Problem[] = [];
    validateArticle(
      articleFromMarkdown('content/blog/un-article.md', frontMatter.replace(from, to)),
      problems,
    );
    return problems.map(formatProblem);
  };

  it.each([
    [
      'quotes inside quotes',
      'title: "Un titre"',
      'title: "Un "grand" titre"',
      /^content\/blog\/un-article\.md:3 → title : .*écrivez à l’intérieur les guillemets français « »/,
    ],
    [
      'a list left open',
      'tags: [A, B]',
      'tags: [A, B',
      /^content\/blog\/un-article\.md:11 → tags : .*ajoutez « ] » à la fin de la ligne de tags/,
    ],
    [
      'a field written twice',
      'readTime: 1 min',
      'readTime: 1 min\nreadTime: 2 min',
      /^content\/blog\/un-article\.md:9 → readTime : attendu le champ « readTime » une seule fois/,
    ],
    [
      'a value starting with #',
      'category: Soins Visage',
      'category: #Soins Visage',
      /^content\/blog\/un-article\.md → category : .*trouvé une valeur vide : une valeur qui commence par « # » s’écrit entre guillemets droits/,
    ],
    [
      'a « : » inside a list',
      'keywords: [a, b]',
      'keywords: [a : b, c]',
      /^content\/blog\/un-article\.md → keywords\[0\] : attendu un texte, trouvé « a : b », lu comme deux valeurs/,
    ],
    [
      'a read time without « min »',
      'readTime: 1 min',
      'readTime: 1',
      /^content\/blog\/un-article\.md → readTime : attendu un temps de lecture tel que « 7 min », trouvé 1$/,
    ],
  ])('a header mistake (%s) is named at its field, with what to write', (_, from, to, line) => {
    expect(headerProblems(from, to)).toEqual([expect.stringMatching(line)]);
  });

  it('names the file and the field of a wrong category', () => {
    const raw = articleFromMarkdown(
      'content/blog/laser-co2.md',
      frontMatter.replace('Soins Visage', 'Laser'),
    );
    const problems: Problem[] = [];
    validateArticle(raw, problems);
    // The list of categories is the schema's; the line names the file, the field and what was found.
    const lines = problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/blog\/laser-co2\.md → category : attendu l’une des catégories « .+ », trouvé « Laser »$/,
    );
    expect(lines[0]).toContain('« Soins Visage »');
  });

  it('reports a picture in the text (dropped) at its line', () => {
    const raw = articleFromMarkdown(
      'content/blog/un-article.md',
      `${frontMatter}## Avant\n\n![Une photo](/images/blog/hydrafacial.svg)\n`,
    );
    expect(raw.content).not.toContain('<img');
    const problems: Problem[] = [];
    validateArticle(raw, problems);
    const line = frontMatter.split('\n').length + 2;
    expect(problems.map(formatProblem)).toEqual([
      `content/blog/un-article.md:${line} → body : attendu du texte, trouvé une image « ![Une photo](/images/blog/hydrafacial.svg) » (retirée de la page) : un article n’a qu’une illustration, celle du champ image de son en-tête`,
    ]);
  });

  it('reports a missing front matter', () => {
    const problems: Problem[] = [];
    validateArticle(articleFromMarkdown('content/blog/x.md', '# Titre'), problems);
    expect(problems.map(formatProblem)).toEqual([
      'content/blog/x.md → front matter : attendu un en-tête entre deux lignes « --- » en haut du fichier',
    ]);
  });

  it('counts words as a reader would', () => {
    expect(countWords('## Titre\n\nUn deux — trois, 4 : cinq.')).toBe(6);
  });
});
