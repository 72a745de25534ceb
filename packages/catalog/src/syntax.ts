/** Reads data files as text first, so a syntax error is a plain message, not a loader's stack trace. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// A letter, a straight apostrophe, a letter: French text cut short by its own apostrophe.
const FRENCH_ELISION = /\p{L}'\p{L}/u;

export function syntaxProblems(file: string, text: string) {
  const output = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext);
  // The first error only: the rest of the file is usually the parser stumbling on it.
  return (output.diagnostics ?? []).slice(0, 1).map((diagnostic) => {
    const start = diagnostic.start ?? 0;
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    const lineText = text.split(/\r?\n/)[line] ?? '';
    const said = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const apostrophe = FRENCH_ELISION.test(lineText)
      ? ` Cette ligne a une apostrophe droite (') dans un texte écrit entre apostrophes droites : elle termine le texte trop tôt. Écrivez l’apostrophe française ’ à la place (d’un, l’encre), comme partout dans le catalogue.`
      : '';
    return {
      where: `${file}:${line + 1}:${character + 1}`,
      message: `le fichier est illisible : ${said.replace(/\.$/, '')} (ligne : ${lineText.trim()}).${apostrophe}`,
    };
  });
}

export function dataSyntaxProblems(packageDir: string) {
  return filesUnder(join(packageDir, 'src', 'data')).flatMap((path) =>
    syntaxProblems(relative(packageDir, path), readFileSync(path, 'utf8')),
  );
}
