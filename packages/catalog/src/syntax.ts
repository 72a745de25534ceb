/** Reads data files as text first, so a syntax error is a plain message, not a loader's stack trace. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { opened } from './markdown.ts';

type Hint = {
  found: (line: string, previous: string, said: string) => boolean;
  hint: string;
};

const BRACKETS = [
  'Property assignment expected.',
  'Expression or comma expected.',
  "'}' expected.",
  "']' expected.",
  'Declaration or statement expected.',
  'Identifier expected.',
  'Expression expected.',
];

/** What an editor most often types wrong, found on the line of the error, and how to write it. */
const HINTS: Hint[] = [
  {
    // A letter, a straight apostrophe, a letter: French text cut short by its own apostrophe.
    found: (line) => /\p{L}'\p{L}/u.test(line),
    hint: "Cette ligne a une apostrophe droite (') dans un texte écrit entre apostrophes droites : elle termine le texte trop tôt. Écrivez l’apostrophe française ’ à la place (d’un, l’encre), comme partout dans le catalogue.",
  },
  {
    found: (line) => (line.match(/"/g) ?? []).length > 2,
    hint: 'Cette ligne a des guillemets droits (") dans un texte écrit entre guillemets droits : ils terminent le texte trop tôt. Écrivez les guillemets français « » à la place.',
  },
  {
    found: (_, __, said) => said === 'Unterminated string literal.',
    hint: "Le texte de cette ligne n’est pas refermé : il commence par une apostrophe droite ' et doit finir par une autre, avant la virgule.",
  },
  {
    found: (line) => /:\s*\d[\d\s]*(€|euros?)/.test(line),
    hint: 'Un prix s’écrit en nombre seul, sans € ni « euros » : price: 250.',
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
    found: (line) => /(?:^|[{,])\s*[A-Za-z]\w*\s+['"\d{[]/.test(line),
    hint: "Il manque les deux-points après le nom du champ : title: '…'.",
  },
  {
    found: (line) => /^\s*[A-Za-z]\w*:\s*[\p{L}][^'"]*['"],?\s*$/u.test(line),
    hint: "Le texte de cette ligne n’a pas d’apostrophe au début : il s’écrit entre deux apostrophes droites, 'comme ceci'.",
  },
  {
    found: (line) => /,\s*,/.test(line),
    hint: 'Deux virgules se suivent sur cette ligne : retirez-en une.',
  },
  {
    found: (_, previous, said) =>
      said === "',' expected." && previous.trim() !== '' && !/[,{[(]\s*$/.test(previous),
    hint: 'Il manque sans doute une virgule à la fin de la ligne précédente.',
  },
  {
    found: (_, previous, said) => BRACKETS.includes(said) && opened(previous, '{', '}') > 0,
    hint: 'La ligne précédente ouvre une accolade « { » sans la refermer : ajoutez « } » avant sa virgule.',
  },
  {
    found: (_, __, said) => BRACKETS.includes(said),
    hint: 'Une accolade « } » ou un crochet « ] » manque (ou est en trop) juste avant cette ligne : chaque entrée s’écrit { … }, chaque liste [ … ], chacune suivie d’une virgule.',
  },
];

/** The names a data file declares (its imports, `const weekdays`): any other name is a mistake. */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set(['undefined']);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        bindings.elements.forEach((element) => names.add(element.name.text));
    }
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
  }
  return names;
}

/**
 * What reads as TypeScript but does not run: a text without its apostrophes (`title: Tarifs,`), a
 * field written with `=`, words left after the end of the data. The first one, at its line.
 */
function runtimeMistake(source: ts.SourceFile): { node: ts.Node; hint: string } | undefined {
  const declared = declaredNames(source);
  let found: { node: ts.Node; hint: string } | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isShorthandPropertyAssignment(node)) {
      const name = node.name.text;
      if (node.objectAssignmentInitializer) {
        found = {
          node,
          hint: `Un champ s’écrit avec deux-points : « ${name}: … », pas « ${name} = … ».`,
        };
        return;
      }
      if (!declared.has(name)) {
        found = {
          node,
          hint: `Le champ « ${name} » n’a pas de valeur : écrivez « ${name}: » suivi de sa valeur, puis une virgule.`,
        };
        return;
      }
    }
    const value =
      (ts.isPropertyAssignment(node) && node.initializer) ||
      (ts.isArrayLiteralExpression(node) && node.elements.find(ts.isIdentifier)) ||
      (ts.isExpressionStatement(node) && node.expression);
    if (value && ts.isIdentifier(value) && !declared.has(value.text)) {
      found = ts.isExpressionStatement(node)
        ? {
            node,
            hint: `« ${value.text} » est écrit après la fin des données du fichier : retirez-le (ou mettez-le entre apostrophes à l’endroit voulu).`,
          }
        : {
            node: value,
            hint: `« ${value.text} » n’est pas entre apostrophes : un texte s’écrit '${value.text}' (avec l’apostrophe française ’ à l’intérieur).`,
          };
      return;
    }
    if (!ts.isTypeNode(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `data`: a data file, whose only names are its imports (sources.ts has functions of its own). */
export function syntaxProblems(file: string, text: string, data = true) {
  const output = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext);
  if ((output.diagnostics ?? []).length === 0) {
    const mistake = data ? runtimeMistake(source) : undefined;
    if (!mistake) return [];
    const { line, character } = source.getLineAndCharacterOfPosition(mistake.node.getStart(source));
    const lineText = text.split(/\r?\n/)[line] ?? '';
    return [
      {
        where: `${file}:${line + 1}:${character + 1}`,
        message: `le fichier ne se lit pas à la ligne « ${lineText.trim()} ». ${mistake.hint}`,
      },
    ];
  }
  // The first error only: the rest of the file is usually the parser stumbling on it.
  return (output.diagnostics ?? []).slice(0, 1).map((diagnostic) => {
    const start = diagnostic.start ?? 0;
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    const lines = text.split(/\r?\n/);
    const lineText = lines[line] ?? '';
    const said = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const hint = HINTS.find(({ found }) => found(lineText, lines[line - 1] ?? '', said));
    return {
      where: `${file}:${line + 1}:${character + 1}`,
      message: `le fichier est illisible à la ligne « ${lineText.trim()} ».${hint ? ` ${hint.hint}` : ''} (TypeScript : ${said.replace(/\.$/, '')})`,
    };
  });
}

/** The data files, and the registry an editor adds a page to. */
export function dataSyntaxProblems(packageDir: string) {
  const read = (file: string) => readFileSync(join(packageDir, file), 'utf8');
  return [
    ...readdirSync(join(packageDir, 'src', 'data'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join('src', 'data', name))
      .flatMap((file) => syntaxProblems(file, read(file))),
    ...syntaxProblems(join('src', 'sources.ts'), read(join('src', 'sources.ts')), false),
  ];
}
