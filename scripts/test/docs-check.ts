/**
 * Every `npm run …` / `npm test` the docs and READMEs name is a script of the package it runs in,
 * every file they name exists, and every variable or constant they name (`SES_PORT`,
 * `MAX_BUNDLE_BYTES`) is in the code (`scripts/test/docs-check.test.ts`). Their content is not
 * checked.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Written by a build or a running stack, not in a clean clone. */
const PRODUCED =
  /(^|\/)(dist|\.data|cdk\.out|generated|node_modules|storybook-static|visual-report|preview|\.lighthouseci|test-results|playwright-report)(\/|$)/;
const FILE_LIKE = /^[\w.@-]+(\/[\w.@+-]+)*\/?$/;
const EXTENSIONS = /\.(ts|tsx|md|json|js|mjs|cjs|yml|yaml|html)$/;
/** An environment variable or a constant: `SITE_URL`, `API_FUNCTIONS` (`X_PARAMETER` is a pattern). */
const NAME = /\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b/g;
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|json|yml|yaml)$|^\.ci\/run$/;
/** A page or an article, which an editor may remove: the docs name its folder instead. */
const CONTENT = /(^|\/)(data\/treatments|content\/blog)\/(?!README\.md$)[^/]+$/;

/** The README, the docs and each package's README, relative to the root. */
function docFiles(repoDir: string, packageDirs: string[]): string[] {
  const docs = existsSync(join(repoDir, 'docs'))
    ? readdirSync(join(repoDir, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [];
  const readmes = packageDirs.map((dir) => relative(repoDir, join(dir, 'README.md')));
  return ['README.md', ...docs, ...readmes].filter((file) => existsSync(join(repoDir, file)));
}

type Scripts = Record<string, string>;

interface Workspaces {
  /** By package name; the root's under ''. */
  scripts: Map<string, Scripts>;
  dirs: string[];
}

function readWorkspaces(repoDir: string): Workspaces {
  const read = (dir: string) =>
    JSON.parse(readFileSync(join(repoDir, dir, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Scripts;
      workspaces?: string[];
    };
  const root = read('.');
  const scripts = new Map<string, Scripts>([['', root.scripts ?? {}]]);
  for (const dir of root.workspaces ?? []) {
    const pkg = read(dir);
    scripts.set(pkg.name, pkg.scripts ?? {});
  }
  return { scripts, dirs: (root.workspaces ?? []).map((dir) => join(repoDir, dir)) };
}

/** `npm run build -w @clinique/site`, `npm test`, `npm run vouchers -- list`… */
function commandProblem(command: string, scripts: Map<string, Scripts>): string | undefined {
  // A command quoted at the end of a sentence (« relancez npm run catalog:check. ») ends before its dot.
  const words = command
    .trim()
    .replace(/[.,;:]$/, '')
    .split(/\s+/);
  const workspaceFlag = words.findIndex((word) => word === '-w' || word === '--workspace');
  const workspace = workspaceFlag < 0 ? '' : (words[workspaceFlag + 1] ?? '');
  const name = words[1] === 'test' ? 'test' : words[2];
  if (name === undefined || name.startsWith('-')) return `\`${command}\` names no script`;
  const known = scripts.get(workspace);
  if (known === undefined) return `\`${command}\`: no workspace ${workspace}`;
  if (!(name in known))
    return `\`${command}\`: no script "${name}" in ${workspace || 'the root'} package.json`;
  return undefined;
}

/** A link is relative to its doc; a path in code, to the root, the doc, a package or its src/. */
function pathProblem(path: string, bases: string[], link: boolean): string | undefined {
  if (PRODUCED.test(path)) return undefined;
  if (CONTENT.test(path)) return `${path} is content an editor may remove: name its folder`;
  return bases.some((base) => existsSync(resolve(base, path)))
    ? undefined
    : `${link ? 'link to' : 'path'} ${path} does not exist`;
}

/** Every such name the repository's code and configuration hold. */
function namesInCode(repoDir: string, dir = ''): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(join(repoDir, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === '.git' || PRODUCED.test(path)) continue;
    const found = entry.isDirectory()
      ? namesInCode(repoDir, path)
      : CODE_FILE.test(path)
        ? readFileSync(join(repoDir, path), 'utf8').match(NAME)
        : null;
    for (const name of found ?? []) names.add(name);
  }
  return names;
}

/** The problems of every doc, each as `file:line: what`. */
export function docProblems(repoDir: string): string[] {
  const { scripts, dirs } = readWorkspaces(repoDir);
  const known = namesInCode(repoDir);
  const problems: string[] = [];
  for (const file of docFiles(repoDir, dirs)) {
    const docDir = dirname(join(repoDir, file));
    const codeBases = [repoDir, docDir, ...dirs, ...dirs.map((dir) => join(dir, 'src'))];
    readFileSync(join(repoDir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const at = `${file}:${index + 1}`;
        const report = (problem: string | undefined) => {
          if (problem !== undefined) problems.push(`${at}: ${problem}`);
        };
        for (const [, command = ''] of line.matchAll(/(npm (?:run [\w:.-]+|test)[^`|;&)]*)/g))
          report(commandProblem(command, scripts));
        for (const [, target = ''] of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g))
          // Other sites, and the site's own addresses (`/contact`).
          if (!/^([a-z]+:|\/)/.test(target)) report(pathProblem(target, [docDir], true));
        for (const [, code = ''] of line.matchAll(/`([^`\s]+)`/g)) {
          if (FILE_LIKE.test(code) && code.includes('/') && EXTENSIONS.test(code))
            report(pathProblem(code, codeBases, false));
          for (const [name] of code.matchAll(NAME))
            if (!known.has(name)) report(`${name} is nowhere in the code`);
        }
      });
  }
  return problems;
}
