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

  it('reads a file written correctly', () => {
    expect(syntaxProblems('a.ts', "export default { title: 'L’encre' };")).toEqual([]);
  });
});
