/**
 * The two trees to compare: the working tree as it is (uncommitted work included) and the base
 * commit, checked out in a temporary git worktree whose dependencies are those of the working tree
 * when the lock file is the same.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Runs a command with its output on stderr (stdout is the tool's own list of changes). */
function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2], env: process.env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

/** The merge base with origin/main when that branch is known, else HEAD. */
export function defaultBase(root: string): string {
  try {
    git(root, 'rev-parse', '--verify', '--quiet', 'origin/main^{commit}');
  } catch {
    return 'HEAD';
  }
  return git(root, 'merge-base', 'HEAD', 'origin/main');
}

export function resolveCommit(root: string, ref: string): string {
  try {
    return git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(
      `« ${ref} » n’est pas une révision connue de git (essayez HEAD ou origin/main).`,
    );
  }
}

/**
 * Hard links of the working tree's installed files: seconds instead of minutes, no extra disk. The
 * workspaces' own links (`node_modules/@clinique/ui -> ../../packages/ui`) are relative, so in the
 * copy they point at the base's packages. Caches are left out: a build rewriting a cached file in
 * place would change the working tree's copy too.
 */
function linkDependencies(root: string, worktree: string): void {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  // The root's and each workspace's own `node_modules`.
  for (const dir of ['.', ...workspaces]) {
    if (!existsSync(join(root, dir, 'node_modules'))) continue;
    const from = join(root, dir, 'node_modules');
    const to = join(worktree, dir, 'node_modules');
    run(worktree, 'mkdir', ['-p', to]);
    const entries = readdirSync(from).filter(
      (name) => name !== '.cache' && !name.startsWith('.vite'),
    );
    if (entries.length > 0) run(from, 'cp', ['-al', ...entries, to]);
  }
}

/** The base's worktree, how its dependencies were installed (for the log), and its removal. */
export function checkoutBase(root: string, commit: string) {
  const dir = mkdtempSync(join(tmpdir(), 'visual-diff-base-'));
  git(root, 'worktree', 'add', '--detach', '--force', dir, commit);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      git(root, 'worktree', 'prune');
    }
  };
  try {
    const sameLock =
      readFileSync(join(root, 'package-lock.json'), 'utf8') ===
      readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (sameLock) linkDependencies(root, dir);
    else run(dir, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    return { dir, dependencies: sameLock ? 'linked' : 'installed', remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The site (with its generated articles) and a Storybook built for pictures, in `storybookDir`. */
export function buildTree(dir: string, storybookDir: string): void {
  run(dir, 'npm', ['run', '--silent', 'build']);
  run(dir, 'npx', ['storybook', 'build', '--test', '--quiet', '-o', storybookDir]);
}
