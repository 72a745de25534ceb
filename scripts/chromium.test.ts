/** Without Chromium, the story, end-to-end and picture runs stop in one sentence, before any test. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));

it('names the missing browser and what to do, in one sentence', async () => {
  const failure = (await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "(await import('./scripts/chromium.ts')).requireChromium(2)",
    ],
    { cwd: root, env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' } },
  ).catch((error: unknown) => error)) as { code?: number; stderr: string };
  expect(failure.code).toBe(2);
  expect(failure.stderr.trim().split('\n')).toEqual([
    "No Chromium at /nowhere/chromium: install Debian's (apt-get install chromium, as .ci/run does), or set CHROMIUM_PATH to another one.",
  ]);
}, 60_000);
