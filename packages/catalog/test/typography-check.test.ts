/**
 * French punctuation the editor forgot (« fois? », « Prix: ») is named, in a data file with its
 * entry and in an article with its line; the specification's English error title is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { defaultContext } from '../src/checks/index.ts';
import { sources } from '../src/sources.ts';
import { cloneCatalog, runCheck } from './helpers.ts';

const rule = (sign: string, quote: string, fix: string) =>
  `attendu une espace avant « ${sign} » (typographie française : le catalogue la rend insécable), trouvé « ${quote} » : écrivez « ${fix} »`;

describe('French punctuation', () => {
  it('the real catalog writes it', () => {
    expect(runCheck('frenchPunctuation', cloneCatalog())).toEqual([]);
  });

  it('a sign glued to its word is named in a data file, and in an article at its line', () => {
    const catalog = cloneCatalog();
    catalog.faq.items.push({ question: 'Puis-je venir seule?', answer: 'Oui: bien sûr.' });
    const index = catalog.faq.items.length - 1;
    const [article] = catalog.articles;
    if (!article) throw new Error('no article');
    article.content += '<h3>Et après?</h3>';
    const context = {
      ...defaultContext,
      readFile: (file: string) =>
        file === article.file ? '---\ntitle: x\n---\n\n## Intro\n\n### Et après?\n' : undefined,
    };
    expect(runCheck('frenchPunctuation', catalog, context)).toEqual([
      `${sources.faq.file} → items[${index}] (Puis-je venir seule?).question → text : ${rule('?', 'seule?', 'seule ?')}`,
      `${sources.faq.file} → items[${index}] (Puis-je venir seule?).answer → text : ${rule(':', 'Oui:', 'Oui :')}`,
      `${article.file}:7 → body → text : ${rule('?', 'après?', 'après ?')}`,
    ]);
  });

  it('an address, a time or a link is no sentence', () => {
    const catalog = cloneCatalog();
    catalog.faq.items.push({
      question: 'Où écrire ?',
      answer: 'À contact@clinique.example, de 9:00 à 12:00, ou sur https://clinique.example.',
    });
    expect(runCheck('frenchPunctuation', catalog)).toEqual([]);
  });
});
