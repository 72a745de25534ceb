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

/** What an editor most often types wrong, found on the line of the error, and how to write it. */
const HINTS: { found: (line: string, previous: string) => boolean; hint: string }[] = [
  {
    // A letter, a straight apostrophe, a letter: French text cut short by its own apostrophe.
    found: (line) => /\p{L}'\p{L}/u.test(line),
    hint: "Cette ligne a une apostrophe droite (') dans un texte écrit entre apostrophes droites : elle termine le texte trop tôt. Écrivez l’apostrophe française ’ à la place (d’un, l’encre), comme partout dans le catalogue.",
  },
  {
    found: (line) => /:\s*\d*[oO]\d|:\s*\d+[oO]\b/.test(line),
    hint: 'Un nombre de cette ligne contient la lettre O au lieu du chiffre 0.',
  },
  {
    found: (line) => /:\s*\d+[, ]\d/.test(line),
    hint: 'Un nombre s’écrit sans espace ni virgule : 1250 pour 1 250, 12.5 pour 12,5 (les prix sont en euros entiers).',
  },
  {
    found: (_, previous) => previous.trim() !== '' && !/[,{[(]\s*$/.test(previous),
    hint: 'Il manque sans doute une virgule à la fin de la ligne précédente.',
  },
];

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
    const lines = text.split(/\r?\n/);
    const lineText = lines[line] ?? '';
    const said = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const missingComma = said === "',' expected.";
    const hint = HINTS.find(
      ({ found }, index) =>
        (index < HINTS.length - 1 || missingComma) && found(lineText, lines[line - 1] ?? ''),
    );
    return {
      where: `${file}:${line + 1}:${character + 1}`,
      message: `le fichier est illisible à la ligne « ${lineText.trim()} ».${hint ? ` ${hint.hint}` : ''} (TypeScript : ${said.replace(/\.$/, '')})`,
    };
  });
}

export function dataSyntaxProblems(packageDir: string) {
  return filesUnder(join(packageDir, 'src', 'data')).flatMap((path) =>
    syntaxProblems(relative(packageDir, path), readFileSync(path, 'utf8')),
  );
}
