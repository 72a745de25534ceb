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

  it('reads a file written correctly', () => {
    expect(syntaxProblems('a.ts', "export default { title: 'L’encre' };")).toEqual([]);
  });
});
