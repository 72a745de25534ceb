/**
 * `npm run test:stress`: proves the browser suites do not depend on timing. It builds the site once,
 * starts a CPU-heavy process beside the tests (a node process spinning on every core but one), then
 * runs the end-to-end suite and the story suite three times in a row. Every failing test of every
 * round is reported; the exit code is 1 if any round failed.
 *
 *   STRESS_ROUNDS (3)   rounds to run
 *   STRESS_SPINNERS     spinning threads beside the tests (default: cores − 1, at least 1)
 *
 * Full logs: test-results/stress/round-<n>-<suite>.log
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const logDir = path.join(root, 'test-results', 'stress');
const rounds = Number(process.env['STRESS_ROUNDS'] ?? 3);
const spinners = Number(process.env['STRESS_SPINNERS'] ?? Math.max(1, availableParallelism() - 1));

interface Suite {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** Lines of the output that name a failing test. */
  failure: RegExp;
}

const suites: Suite[] = [
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list'],
    cwd: path.join(root, 'site'),
    // The list reporter's summary: "  1) [chromium] › e2e/file.spec.ts:12:3 › title".
    failure: /^\s*\d+\) \[chromium\] › .*/,
  },
  {
    name: 'stories',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'vitest.stories.config.ts'],
    cwd: root,
    // Vitest's failed tests: " FAIL  … > Story" and "   × Story".
    failure: /^\s*(FAIL|×)\s.*/,
  },
];

interface Result {
  round: number;
  suite: string;
  code: number | null;
  seconds: number;
  failures: string[];
}

/** Runs `command`, its output to the console and to `logFile`; resolves with the exit code. */
/** The suite running now: a signal stops it (and its servers) with the stress run. */
let current: ChildProcess | undefined;
let stopping = false;

function run(
  command: string,
  args: string[],
  cwd: string,
  logFile: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    let output = '';
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a signal reaches the runner, its workers and its servers.
      detached: true,
    });
    current = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        log.write(chunk);
        process.stdout.write(chunk);
      });
    }
    child.once('error', reject);
    child.once('close', (code) => {
      current = undefined;
      log.end(() => resolve({ code, output }));
    });
  });
}

async function main(): Promise<void> {
  mkdirSync(logDir, { recursive: true });
  const build = await run('npm', ['run', 'build'], root, path.join(logDir, 'build.log'));
  if (build.code !== 0) throw new Error('npm run build failed: see test-results/stress/build.log');

  // The load beside the tests: threads that never sleep, in a process of their own.
  const spin = spawn(
    process.execPath,
    [
      '-e',
      `const { Worker } = require('node:worker_threads');
       for (let i = 1; i < ${spinners}; i += 1) new Worker('for (;;) {}', { eval: true });
       for (;;) {}`,
    ],
    { stdio: 'ignore' },
  );
  const stopSpinning = () => {
    if (spin.exitCode === null && spin.pid !== undefined) process.kill(spin.pid, 'SIGKILL');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      stopSpinning();
      if (current?.pid !== undefined) process.kill(-current.pid, 'SIGTERM');
      process.exitCode = 130;
    });
  }
  console.log(`\nstress: ${spinners} spinning thread(s) beside the tests (pid ${spin.pid})\n`);

  const results: Result[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const suite of suites) {
        if (stopping) return;
        console.log(`\nstress: round ${round}/${rounds}, ${suite.name}\n`);
        const started = performance.now();
        const { code, output } = await run(
          suite.command,
          suite.args,
          suite.cwd,
          path.join(logDir, `round-${round}-${suite.name}.log`),
          { E2E_OUTPUT_DIR: path.join(logDir, `round-${round}-e2e-results`) },
        );
        const failures = stripVTControlCharacters(output)
          .split('\n')
          .filter((line) => suite.failure.test(line))
          .map((line) => line.trim());
        results.push({
          round,
          suite: suite.name,
          code,
          seconds: Math.round((performance.now() - started) / 1000),
          failures: [...new Set(failures)],
        });
      }
    }
  } finally {
    stopSpinning();
  }

  console.log('\nstress: results');
  for (const result of results) {
    const status = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
    console.log(
      `  round ${result.round}  ${result.suite.padEnd(8)} ${status}  ${result.seconds} s`,
    );
    for (const failure of result.failures) console.log(`      ${failure}`);
  }
  const failed = results.filter((result) => result.code !== 0);
  console.log(
    failed.length === 0
      ? `\nstress: ${rounds}/${rounds} rounds green`
      : `\nstress: ${failed.length} failed run(s): see test-results/stress/`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
