/**
 * `npm run catalog:check`. Data files are read as text first, so a syntax error (a straight
 * apostrophe in French text) is one plain line, not a loader's stack trace.
 */
import { join } from 'node:path';
import { loadFailure } from './load-failure.ts';
import { dataSyntaxProblems } from './syntax.ts';

const packageDir = join(import.meta.dirname, '..');
const syntax = dataSyntaxProblems(packageDir);
if (syntax.length > 0) {
  for (const problem of syntax) console.error(`✗ ${problem.where} : ${problem.message}`);
  console.error(
    `\ncatalogue : ${syntax.length} fichier(s) illisible(s). Corrigez la ligne indiquée (fichier:ligne:colonne), puis relancez npm run catalog:check.`,
  );
  process.exit(1);
}

try {
  const { report } = await import('./report.ts');
  process.exitCode = report(process.argv.includes('--release'));
} catch (error) {
  process.exitCode = 1;
  console.error(`✗ ${loadFailure(error)}`);
}
