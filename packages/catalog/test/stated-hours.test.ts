/**
 * The opening hours a text gives follow the hours the site shows (src/data/variants.ts): changed
 * there, every sentence that still gives the old ones is named, day by day.
 */
import { describe, expect, it } from 'vitest';
import { sources } from '../src/sources.ts';
import { cloneCatalog, runCheck } from './helpers.ts';

const QUESTION = 'Quand vous appeler (essai) ?';
const WHERE = 'src/data/variants.ts → openingHours.readings.visibleText';

function withHours(answer: string) {
  const catalog = cloneCatalog();
  catalog.contactFacts.hours.visible = [
    {
      label: 'Lundi – Vendredi',
      days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
      opens: '08:30',
      closes: '18:30',
    },
    { label: 'Samedi', days: ['Sa'], opens: '09:00', closes: '13:00' },
  ];
  catalog.faq.items.push({ question: QUESTION, answer });
  const index = catalog.faq.items.length - 1;
  const lines = runCheck('statedHours', catalog).filter((line) => line.includes(QUESTION));
  return { lines, entry: `${sources.faq.file} → items[${index}] (${QUESTION}).answer → text` };
}

describe('opening hours stated in a text', () => {
  it('agree with the hours the site shows', () => {
    const { lines } = withHours(
      'Du lundi au vendredi de 8 h 30 à 18 h 30, le samedi de 9 h à 13 h, et sur rendez-vous.',
    );
    expect(lines).toEqual([]);
  });

  it('the old hours are named, each with the day’s hours to write', () => {
    const { lines, entry } = withHours(
      'Par téléphone du lundi au vendredi de 9 h à 19 h et le samedi de 8h à 12h.',
    );
    const todo = `écrivez ceux du site, ou, s’ils ont changé, changez-les dans ${WHERE} et dans chaque texte qui les donne`;
    expect(lines).toEqual([
      `${entry} : attendu « de 8 h 30 à 18 h 30 » (Lundi – Vendredi), les horaires que le site affiche (${WHERE}), trouvé « de 9 h à 19 h » : ${todo}`,
      `${entry} : attendu « de 9 h à 13 h » (Samedi), les horaires que le site affiche (${WHERE}), trouvé « de 8h à 12h » : ${todo}`,
    ]);
  });

  it('a day the centre is closed, and hours given without a day', () => {
    const closed = withHours('Le dimanche de 9 h à 12 h.').lines;
    expect(closed).toHaveLength(1);
    expect(closed[0]).toContain('attendu aucun horaire le dimanche (fermé ce jour-là)');
    // Without a day, any of the site's hours will do; others are named.
    expect(withHours('Le secrétariat répond de 9 h à 13 h.').lines).toEqual([]);
    expect(withHours('Le secrétariat répond de 10 h à 11 h.').lines).toHaveLength(1);
    expect(withHours('Le secrétariat répond de 9 h à 13 h et de 14 h à 15 h.').lines).toHaveLength(
      1,
    );
  });

  it('a duration is not hours: neither a day nor a word about hours in its sentence', () => {
    expect(withHours('Comptez de 1 h à 1 h 30 pour la séance.').lines).toEqual([]);
  });
});
