/** `npm start` run a second time says so in one sentence, before it rebuilds the first one's site. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { closeServer, serveLocal, serverUrl } from '@clinique/functions/local';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const start = fileURLToPath(new URL('../scripts/start.ts', import.meta.url));

test('a port already taken stops npm start before the build, with what to do', async () => {
  const first = await serveLocal(() => new Response('the first npm start'), 0);
  const { port } = new URL(serverUrl(first));
  try {
    const env = { ...process.env, PORT: port, SES_PORT: '0', STRIPE_PORT: '0' };
    const failure = await run(process.execPath, ['--import', 'tsx', start], { env }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    // Nothing built: the catalog's generation and the build print on stdout.
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trim().split('\n')).toEqual([
      `Port ${port} of 127.0.0.1 is already in use: is \`npm start\` already running in another terminal? Stop it (Ctrl-C), or give PORT, SES_PORT and STRIPE_PORT free ports.`,
    ]);
  } finally {
    await closeServer(first);
  }
}, 120_000);
