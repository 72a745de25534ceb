/**
 * `npm start`: builds the site, starts the local services and serves the site and `/api/*` as in
 * production. `--skip-build` serves the existing build; ports of 0 pick free ones.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webhook } from '@clinique/api/webhook';
import { createLocalApi, loadConfig } from '@clinique/functions';
import { closeServer, lateApp, serveLocal, startLocalServices } from '@clinique/functions/local';
import { startSite } from '../server/serve.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

/** Tracked, so that Ctrl-C stops it with us. */
async function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  children.add(child);
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  children.delete(child);
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`);
}

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  return value;
}

/** Before the build: a second `npm start` must not rebuild the site under the first one. */
async function assertFree(value: number): Promise<void> {
  if (value !== 0) await closeServer(await serveLocal(() => new Response(), value));
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.error(error));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));

async function main(): Promise<void> {
  const sitePort = port('PORT', 8080);
  const sesPort = port('SES_PORT', 8005);
  const stripePort = port('STRIPE_PORT', 12111);
  const register = process.env['REGISTER_DIR'] ?? '.data/register';
  await assertFree(sitePort);
  await assertFree(sesPort);
  if (!process.env['STRIPE_SECRET_KEY']) await assertFree(stripePort);
  if (!process.argv.includes('--skip-build')) {
    await run('npm', ['run', 'generate', '-w', '@clinique/catalog'], rootDir);
    await run('npx', ['vike', 'build'], siteDir);
  }
  if (!existsSync(clientDir))
    throw new Error(
      `No build in ${clientDir}: run npm run build first, from the repository's root`,
    );

  // The API needs the site's address: the site listens first, `/api/*` answers 503 until then.
  const late = lateApp();
  const site = await startSite({ clientDir, api: late, port: sitePort });
  cleanups.push(site.close);
  // With `STRIPE_SECRET_KEY` set, the functions talk to the real Stripe instead of the stand-in.
  const local = await startLocalServices({
    sesPort,
    stripePort,
    webhookUrl: `${site.url}${webhook.path}`,
    ...(register === 'memory' ? {} : { registerPath: resolve(rootDir, register) }),
    log: (line) => console.log(`  ${line}`),
  });
  cleanups.push(local.stop);
  const api = createLocalApi(loadConfig({ ...process.env, ...local.env }));
  late.setApp(api.app);
  // As the schedule does in AWS.
  const timer = setInterval(() => void api.sweep().catch(() => undefined), 30_000);
  cleanups.push(async () => {
    clearInterval(timer);
    await api.idle();
  });

  const lines: Record<string, string> = {
    'Site and API': site.url,
    'E-mails (aws-ses-v2-local)': local.sesUrl,
    ...(local.stripeUrl ? { 'Payments (local Stripe stand-in)': local.stripeUrl } : {}),
    'Vouchers (local DynamoDB)': local.register.endpoint,
  };
  const width = Math.max(...Object.keys(lines).map((name) => name.length));
  console.log('');
  for (const [name, url] of Object.entries(lines)) console.log(`  ${name.padEnd(width)}  ${url}`);
  console.log('\n  Ctrl-C stops everything.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
