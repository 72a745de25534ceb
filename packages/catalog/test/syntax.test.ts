import { describe, expect, it } from 'vitest';
import { syntaxProblems } from '../src/syntax.ts';

describe('a data file that cannot be read', () => {
  it('gives file:line:column and, for a straight apostrophe, how to write it', () => {
    const text = [
      'export default {',
      "  title: 'Détatouage laser',",
      "  subtitle: 'Estomper l'encre séance après séance',",
      '};',
    ].join('\n');
    const [problem, ...rest] = syntaxProblems('src/data/treatments/detatouage.ts', text);
    expect(rest).toEqual([]);
    expect(problem?.where).toBe('src/data/treatments/detatouage.ts:3:25');
    expect(problem?.message).toContain('Écrivez l’apostrophe française ’ à la place');
  });

  it('says nothing of apostrophes for another mistake', () => {
    const [problem] = syntaxProblems('src/data/clinic.ts', "export default { name: 'A' ");
    expect(problem?.where).toMatch(/^src\/data\/clinic\.ts:1:\d+$/);
    expect(problem?.message).not.toContain('apostrophe');
  });

  it.each([
    ['  price: 2O0,', 'la lettre O au lieu du chiffre 0'],
    ['  price: 250,5,', 'sans espace ni virgule'],
    ['  price: 1 250,', 'sans espace ni virgule'],
  ])('says how to write a number: %s', (line, hint) => {
    const [problem] = syntaxProblems('src/data/clinic.ts', `export default {\n${line}\n};`);
    expect(problem?.where).toMatch(/^src\/data\/clinic\.ts:2:\d+$/);
    expect(problem?.message).toContain(hint);
  });

  it('points to the comma missing at the end of the line before', () => {
    const text = "export default {\n  faq: [\n    { q: 'A' }\n    { q: 'B' },\n  ],\n};";
    const [problem] = syntaxProblems('src/data/pages/faq.ts', text);
    expect(problem?.where).toBe('src/data/pages/faq.ts:4:5');
    expect(problem?.message).toContain('virgule à la fin de la ligne précédente');
  });

  // Each mistake on the rows of a price table, as an editor makes it: where, and what to write.
  const rows = [
    'export default {',
    '  rows: [',
    "    { zone: 'Petite', price: 80 },",
    "    { zone: 'Grande', price: 150 },",
    '  ],',
    '};',
  ];
  const edited = (line: number, text: string) =>
    rows.map((row, index) => (index === line - 1 ? text : row)).join('\n');

  it.each([
    [
      'a closing brace',
      edited(3, "    { zone: 'Petite', price: 80 ,"),
      4,
      'ajoutez « } » avant sa virgule',
    ],
    ['a closing quote', edited(3, "    { zone: 'Petite, price: 80 },"), 3, 'n’est pas refermé'],
    ['an opening quote', edited(3, "    zone: Petite',"), 3, 'n’a pas d’apostrophe au début'],
    ['a colon', edited(3, "    { zone 'Petite', price: 80 },"), 3, 'Il manque les deux-points'],
    [
      'a comma too many',
      edited(3, "    { zone: 'Petite',, price: 80 },"),
      3,
      'Deux virgules se suivent',
    ],
    ['a bracket', edited(5, ''), 6, 'un crochet « ] » manque'],
    ['€ after a price', edited(3, "    { zone: 'Petite', price: 80€ },"), 3, 'sans € ni « euros »'],
    [
      'straight quotes in a text',
      edited(3, '    { zone: "La "petite" zone", price: 80 },'),
      3,
      'Écrivez les guillemets français « »',
    ],
  ])(
    'a missing or extra sign (%s) is named at its line, with what to write',
    (_, text, line, hint) => {
      const [problem] = syntaxProblems('src/data/treatments/essai.ts', text);
      expect(problem?.where).toMatch(new RegExp(`^src/data/treatments/essai\\.ts:${line}:\\d+$`));
      expect(problem?.message).toContain(hint);
    },
  );

  it.each([
    [
      'a text without its quotes',
      edited(3, '    { zone: Petite, price: 80 },'),
      3,
      "un texte s’écrit 'Petite'",
    ],
    [
      'a field written with =',
      edited(3, "    { zone = 'Petite', price: 80 },"),
      3,
      '« zone: … », pas « zone = … »',
    ],
    ['words after the data', `${rows.join('\n')}\nmerci`, 7, 'après la fin des données'],
  ])('what reads but would not run (%s) is named at its line too', (_, text, line, hint) => {
    const [problem] = syntaxProblems('src/data/treatments/essai.ts', text);
    expect(problem?.where).toMatch(new RegExp(`^src/data/treatments/essai\\.ts:${line}:\\d+$`));
    expect(problem?.message).toContain(hint);
  });

  it('reads a file written correctly', () => {
    expect(syntaxProblems('a.ts', "export default { title: 'L’encre' };")).toEqual([]);
  });
});
