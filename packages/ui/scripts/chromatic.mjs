#!/usr/bin/env node
/**
 * Visual review of the UI kit on Chromatic (optional; CI does not depend on it).
 *
 * Needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com → Manage → Configure) and
 * network access to chromatic.com. Without the token it explains what to do and exits 0.
 *
 *   CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic
 *
 * It builds Storybook (npx storybook build) and uploads it with the `chromatic` CLI. Extra arguments
 * are passed to the CLI, e.g. `npm run chromatic -- --auto-accept-changes`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const token = process.env.CHROMATIC_PROJECT_TOKEN;

if (!token) {
  console.log(
    [
      'Chromatic: skipped (no CHROMATIC_PROJECT_TOKEN).',
      '',
      'Chromatic publishes the Storybook of @clinique/ui and compares every story with the accepted',
      'snapshots, for designers to review changes visually. To use it:',
      '  1. create a project on https://www.chromatic.com and copy its project token;',
      '  2. run: CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic',
      '     (in CI, store the token as a secret; the job is optional).',
    ].join('\n'),
  );
  process.exit(0);
}

const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
process.exit(result.status ?? 1);
