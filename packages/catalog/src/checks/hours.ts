/**
 * Opening hours a text states (« du lundi au vendredi de 9 h à 19 h ») agree with the hours the site
 * shows (src/data/variants.ts → openingHours.readings.visibleText): the hours changed there, every
 * sentence that still says the old ones is named.
 */
import { normalizeForSearch as plain } from '../blog.ts';
import type { OpeningHours } from '../schemas/entities.ts';
import { catalogTexts, textEntries } from '../walk.ts';
import { type Check, error } from './check.ts';

const WHERE = 'src/data/variants.ts → openingHours.readings.visibleText';

const DAYS: Record<string, OpeningHours['days'][number]> = {
  lundi: 'Mo',
  mardi: 'Tu',
  mercredi: 'We',
  jeudi: 'Th',
  vendredi: 'Fr',
  samedi: 'Sa',
  dimanche: 'Su',
};

const DAY_NAMES = new RegExp(`\\b(${Object.keys(DAYS).join('|')})\\b`, 'g');

/** « de 9 h à 19 h », « de 8 h 30 à 18 h 30 », « de 9h à 12h30 » (\s takes the no-break spaces). */
const RANGE =
  /(?<![\p{L}\d])de\s*(\d{1,2})\s*h\s*(\d{2})?\s*à\s*(\d{1,2})\s*h\s*(\d{2})?(?![\p{L}\d])/giu;

const HOURS_WORDS =
  /\b(ouvert|ouverture|horaires?|accueil|secretariat|joignable|repond|appel|telephone)/;

const time = (hours: string | undefined, minutes: string | undefined) =>
  `${(hours ?? '').padStart(2, '0')}:${minutes ?? '00'}`;

/** « 08:30 » → « 8 h 30 », « 19:00 » → « 19 h ». */
const spoken = (value: string) => {
  const [hours = '', minutes = ''] = value.split(':');
  return `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`;
};

function statedRanges(text: string) {
  const found: { quote: string; opens: string; closes: string; day?: string }[] = [];
  let from = 0;
  for (const match of text.matchAll(RANGE)) {
    // The days named since the sentence's start or the previous range: « le samedi de 8 h à 12 h ».
    const before = text.slice(from, match.index);
    const sentence = before.slice(before.search(/[^.!?]*$/));
    const days = [...plain(sentence).matchAll(DAY_NAMES)];
    from = (match.index ?? 0) + match[0].length;
    // « Comptez de 1 h à 1 h 30 » is a duration: hours come with a day or a word about them.
    const opening = text.slice(0, match.index);
    const whole = opening.slice(opening.search(/[^.!?]*$/));
    if (!days[0] && !HOURS_WORDS.test(plain(whole))) continue;
    found.push({
      quote: match[0],
      opens: time(match[1], match[2]),
      closes: time(match[3], match[4]),
      ...(days[0] ? { day: days[0][1] } : {}),
    });
  }
  return found;
}

export const checkStatedHours: Check = (catalog) => {
  const hours = catalog.contactFacts.hours.visible;
  const entryOf = textEntries(catalog);
  return catalogTexts(catalog).flatMap(({ file, path, text }) =>
    statedRanges(text).flatMap((range) => {
      const day = range.day === undefined ? undefined : DAYS[range.day];
      const candidates = day ? hours.filter((entry) => entry.days.includes(day)) : hours;
      const agrees = candidates.some(
        (entry) => entry.opens === range.opens && entry.closes === range.closes,
      );
      if (agrees) return [];
      const expected = candidates
        .map((entry) => `« de ${spoken(entry.opens)} à ${spoken(entry.closes)} » (${entry.label})`)
        .join(' ou ');
      return [
        error(
          file,
          entryOf(file, path),
          'text',
          `attendu ${expected || `aucun horaire le ${range.day ?? ''} (fermé ce jour-là)`}, les horaires que le site affiche (${WHERE}), trouvé « ${range.quote} » : écrivez ceux du site, ou, s’ils ont changé, changez-les dans ${WHERE} et dans chaque texte qui les donne`,
        ),
      ];
    }),
  );
};
