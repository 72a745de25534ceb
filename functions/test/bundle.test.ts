/**
 * The Lambda bundles: built with esbuild, free of the local stack, and working under plain Node
 * when invoked with the REST API's proxy events (the same handlers as the local server).
 */
import Stripe from 'stripe';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import {
  BUILD_OPTIONS,
  bundle,
  bundleTable,
  HANDLERS,
  MAX_ASSET_BYTES,
  MAX_BUNDLE_BYTES,
  type BundleReport,
} from '../scripts/bundle.ts';
import { DESK_COOKIE } from '@clinique/api';
import { STAND_IN_MARKER } from '../src/local/stripe-stand-in.ts';
import { FONTS_DIR, PDF_FONTS } from '../src/voucher/fonts.ts';
import { order, pay, startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

const run = promisify(execFile);
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const catalogDir = fileURLToPath(new URL('../../packages/catalog/', import.meta.url));

let outDir: string;
let reports: BundleReport[];
let stack: TestStack;

beforeAll(async () => {
  // Inside functions/dist, so that the bundles resolve the AWS SDK (external: the runtime's on Lambda).
  await mkdir(distDir, { recursive: true });
  outDir = await mkdtemp(join(distDir, 'test-'));
  [reports, stack] = await Promise.all([bundle(outDir), startTestStack()]);
}, 60_000);

afterAll(async () => {
  await stack.stop();
  await rm(outDir, { recursive: true, force: true });
});

/**
 * A POST as the REST API's Lambda proxy integration hands it over (payload 1.0): CloudFront adds the
 * stage `live` as its origin path (infra/lib/api.ts), API Gateway strips it from `path`.
 */
function restApiEvent(
  path: string,
  body: string,
  headers: Record<string, string>,
  method = 'POST',
) {
  const all = { 'content-length': String(Buffer.byteLength(body)), ...headers };
  return {
    resource: path,
    path,
    httpMethod: method,
    headers: all,
    multiValueHeaders: Object.fromEntries(
      Object.entries(all).map(([name, value]) => [name, [value]]),
    ),
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    requestContext: {
      accountId: '123456789012',
      apiId: 'example',
      domainName: 'example.execute-api.eu-west-3.amazonaws.com',
      domainPrefix: 'example',
      extendedRequestId: 'extended',
      httpMethod: method,
      identity: { sourceIp: '192.0.2.1', userAgent: 'Amazon CloudFront' },
      path: `/live${path}`,
      protocol: 'HTTP/1.1',
      requestId: 'request',
      requestTime: '01/Jan/2026:00:00:00 +0000',
      requestTimeEpoch: 0,
      resourceId: 'resource',
      resourcePath: path,
      stage: 'live',
    },
    body,
    isBase64Encoded: false,
  };
}

interface InvokeResult {
  statusCode: number;
  body: string;
  multiValueHeaders?: Record<string, string[]>;
}

/** Imports a bundle in a fresh Node process (as Lambda does) and invokes its handler once. */
async function invoke(
  name: (typeof HANDLERS)[number],
  event: unknown,
  env: Record<string, string>,
): Promise<InvokeResult> {
  const runner = join(outDir, `invoke-${name}.mjs`);
  await writeFile(
    runner,
    `import { handler } from ${JSON.stringify(join(outDir, name, 'index.mjs'))};
const event = JSON.parse(process.env.TEST_EVENT);
const result = await handler(event, {});
process.stdout.write('\\n@@result@@' + JSON.stringify(result));`,
  );
  const { stdout } = await run(process.execPath, [runner], {
    env: {
      PATH: process.env['PATH'] ?? '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
      TEST_EVENT: JSON.stringify(event),
    },
  });
  // The handler's own logs go to stdout too: the result follows the marker.
  const result = stdout.slice(stdout.lastIndexOf('@@result@@') + '@@result@@'.length);
  return JSON.parse(result) as InvokeResult;
}

describe('Lambda bundles', () => {
  it('builds one ES module per handler without the local stack', async () => {
    expect(reports.map((report) => report.name)).toEqual([...HANDLERS]);
    for (const report of reports) {
      const code = await readFile(report.file, 'utf8');
      expect(code).not.toContain(STAND_IN_MARKER);
      expect(code).not.toContain('aws-ses-v2-local');
      expect(code).not.toContain('Environnement de test local');
    }
  });

  it(`each bundle holds at most ${MAX_BUNDLE_BYTES} bytes of code and ${MAX_ASSET_BYTES} of fonts`, async () => {
    console.log(bundleTable(reports, outDir));
    for (const report of reports) {
      // What the function's folder holds (its source map aside) is what the report counts.
      const folder = join(outDir, report.name);
      const assets = await readdir(join(folder, FONTS_DIR)).catch(() => []);
      const sizes = await Promise.all(
        [report.file, ...assets.map((file) => join(folder, FONTS_DIR, file))].map((file) =>
          stat(file),
        ),
      );
      expect(report.bytes).toBe(sizes.reduce((sum, { size }) => sum + size, 0));
      expect(report.bytes - report.assetBytes, report.name).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
      expect(report.assetBytes, report.name).toBeLessThanOrEqual(MAX_ASSET_BYTES);
    }
  });

  it('leaves out what the functions never read, which throws, naming itself, if reached', async () => {
    const probe = join(outDir, 'probe.ts');
    await writeFile(
      probe,
      `import { PDFDocument, StandardFonts } from 'pdf-lib';
import decompress from 'brotli/decompress.js';
export const woff2 = () => decompress(new Uint8Array(8), 8);
export const helvetica = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);`,
    );
    const outfile = join(outDir, 'probe', 'index.mjs');
    await build({ ...BUILD_OPTIONS, entryPoints: [probe], outfile });
    const probed = (await import(outfile)) as {
      woff2: () => unknown;
      helvetica: () => Promise<unknown>;
    };
    expect(probed.woff2).toThrow(/WOFF2 decoding is not bundled/);
    await expect(probed.helvetica()).rejects.toThrow(/standard font Helvetica is not bundled/);
  });

  it('ships the voucher PDF’s fonts as files beside the bundles that need them, and only there', async () => {
    const needing: Partial<Record<string, readonly string[]>> = {
      // The desk asks the worker to send a voucher again: it never draws one.
      'voucher-worker': Object.keys(PDF_FONTS),
    };
    for (const report of reports) {
      const fonts = needing[report.name] ?? [];
      for (const font of fonts) {
        const { file } = PDF_FONTS[font as keyof typeof PDF_FONTS];
        const shipped = await readFile(join(outDir, report.name, FONTS_DIR, file));
        expect(shipped.subarray(0, 4).toString('latin1'), `${report.name}: ${file}`).toBe('wOFF');
      }
      if (fonts.length > 0) expect(report.assetBytes).toBeGreaterThan(100 * 1024);
      else expect(report.assetBytes, report.name).toBe(0);
    }
  });

  it('the desk carries no PDF code: the worker draws and sends', () => {
    const desk = reports.find((report) => report.name === 'desk');
    const pdfCode = desk?.inputs.filter((input) => /pdf-lib|voucher\/pdf\.ts|qrcode/.test(input));
    expect(desk?.inputs.length).toBeGreaterThan(0);
    expect(pdfCode).toEqual([]);
  });

  it('bundles carry no article or page text of the catalog, and no AWS SDK', async () => {
    // What esbuild read (its metafile), not the output's text: esbuild writes ASCII (é → \xE9).
    const catalogFile = (path: string) => join(catalogDir, path);
    const textSources = [
      'src/data/pages/',
      'src/data/treatments/',
      'src/data/legal/',
      'src/generated/',
      'content/',
    ].map(catalogFile);
    // The pages `@clinique/catalog/functions-catalog` loads for the forms' answers and the voucher
    // order, and the facts the legal pages' texts refer to.
    const allowed = [
      'src/data/pages/contact.ts',
      'src/data/pages/contact-thanks.ts',
      'src/data/pages/vouchers.ts',
      'src/data/legal/facts.ts',
    ].map(catalogFile);
    for (const report of reports) {
      // The paths are those of the catalog's sources (else the check below would see nothing).
      expect(report.inputs, report.name).toContain(catalogFile('src/functions-catalog.ts'));
      const texts = report.inputs.filter(
        (input) =>
          textSources.some((folder) => input.startsWith(folder)) && !allowed.includes(input),
      );
      expect(texts, report.name).toEqual([]);
      const code = await readFile(report.file, 'utf8');
      // The AWS SDK (its request signing) is the runtime's, not bundled.
      expect(code).not.toContain('x-amz-user-agent');
    }
  });

  it('send-contact-email: a REST API event sends the mail through SES', async () => {
    const email = uniqueEmail('lambda');
    const body = JSON.stringify({
      name: 'Éloïse',
      email,
      phone: '',
      traitement: '',
      message: 'Bonjour',
    });
    const result = await invoke(
      'send-contact-email',
      restApiEvent('/api/send-contact-email', body, {
        'content-type': 'application/json',
        origin: stack.apiUrl,
      }),
      { ...stack.env, SITE_URL: stack.apiUrl },
    );
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    const mails = await stack.mails();
    expect(mails.filter((mail) => mail.replyTo.includes(email))).toHaveLength(1);
  });

  it('send-contact-email behind CloudFront: without its secret header, 403 and no mail', async () => {
    const before = (await stack.mails()).length;
    const event = (headers: Record<string, string>) =>
      restApiEvent(
        '/api/send-contact-email',
        JSON.stringify({ name: 'Éloïse', email: uniqueEmail('direct'), message: 'Bonjour' }),
        { 'content-type': 'application/json', origin: stack.apiUrl, ...headers },
      );
    const env = { ...stack.env, SITE_URL: stack.apiUrl, ORIGIN_SECRET: 'from-cloudfront' };
    const direct = await invoke('send-contact-email', event({}), env);
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body)).toMatchObject({ error: 'forbidden' });
    expect(await stack.mails()).toHaveLength(before);
    const relayed = await invoke(
      'send-contact-email',
      event({ 'x-origin-verify': 'from-cloudfront' }),
      env,
    );
    expect(relayed.statusCode).toBe(200);
    expect(await stack.mails()).toHaveLength(before + 1);
  });

  it('create-payment, stripe-webhook, voucher-worker: a session is created, recorded, the worker invoked, the voucher sent once', async () => {
    // Lambda's Invoke API, on 127.0.0.1: what the webhook asks for.
    const invocations: { path: string; body: string; type: string | undefined }[] = [];
    const lambdaApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        invocations.push({
          path: request.url ?? '',
          body,
          type: request.headers['x-amz-invocation-type']?.toString(),
        });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => lambdaApi.listen(0, '127.0.0.1', resolve));
    const aws = {
      WORKER_FUNCTION_NAME: 'clinique-test-voucher-worker',
      AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(lambdaApi.address() as AddressInfo).port}`,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    };
    const buyer = uniqueEmail('lambda-buyer');
    const created = await invoke(
      'create-payment',
      restApiEvent('/api/create-payment', JSON.stringify(order({ email: buyer })), {
        'content-type': 'application/json',
        origin: stack.apiUrl,
      }),
      { ...stack.env, SITE_URL: stack.apiUrl },
    );
    expect(created.statusCode).toBe(200);
    const { url } = JSON.parse(created.body) as { url: string };
    expect(url).toContain('/pay/cs_test_');

    // Pay with the webhook pointing nowhere, then hand the signed event to the bundled handler.
    stack.stripe.setWebhookUrl('http://127.0.0.1:9/');
    await pay(url);
    stack.stripe.setWebhookUrl(`${stack.apiUrl}/api/stripe-webhook`);
    const event = stack.stripe.events().at(-1);
    const payload = event?.payload ?? '';
    const result = await invoke(
      'stripe-webhook',
      restApiEvent('/api/stripe-webhook', payload, {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: stack.env['STRIPE_WEBHOOK_SECRET'] ?? '',
        }),
      }),
      { ...stack.env, ...aws, SITE_URL: stack.apiUrl },
    );
    lambdaApi.close();
    expect(result.statusCode).toBe(200);
    const recorded = JSON.parse(result.body) as { status: string; code: string };
    expect(recorded).toEqual({
      received: true,
      status: 'recorded',
      code: expect.stringMatching(/^BC-/),
    });
    expect(invocations).toEqual([
      {
        path: `/2015-03-31/functions/${aws.WORKER_FUNCTION_NAME}/invocations`,
        body: JSON.stringify({ code: recorded.code }),
        type: 'Event',
      },
    ]);
    expect((await stack.mails()).filter((mail) => mail.destination.to.includes(buyer))).toEqual([]);

    // The worker, invoked with that event, then by the schedule (a sweep with nothing left).
    const worker = (event: unknown) =>
      invoke('voucher-worker', event, { ...stack.env, SITE_URL: stack.apiUrl });
    expect(await worker(JSON.parse(invocations[0]?.body ?? '{}'))).toEqual({
      [recorded.code]: 'fulfilled',
    });
    expect(await worker({})).toEqual({});
    const mails = await stack.mails();
    const voucher = mails.filter((mail) => mail.destination.to.includes(buyer));
    expect(voucher).toHaveLength(1);
    expect(voucher[0]?.attachments[0]?.contentType).toBe('application/pdf');
    // The bundle's font engine draws the text in the site's typefaces.
    const pdf = new Uint8Array(Buffer.from(voucher[0]?.attachments[0]?.content ?? '', 'base64'));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(recorded.code);
    // The code mirrored onto the Checkout Session, for the Stripe dashboard.
    const session = stack.stripe.sessions().get(url.split('/pay/')[1] ?? '');
    expect(session?.['metadata']).toMatchObject({ voucher_code: recorded.code });
    // Four Node processes, one of which draws a PDF.
  }, 60_000);

  it('desk: its session cookie is set and read back through the REST API’s events', async () => {
    const staff = 'accueil@clinique.example';
    const env = {
      ...stack.env,
      SITE_URL: stack.apiUrl,
      DESK_STAFF: staff,
      // Never invoked here: a sign-in sends no voucher.
      WORKER_FUNCTION_NAME: 'clinique-test-voucher-worker',
    };
    const desk = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      invoke(
        'desk',
        restApiEvent(
          `/api/desk/${path}`,
          body === undefined ? '' : JSON.stringify(body),
          { 'content-type': 'application/json', origin: stack.apiUrl, ...headers },
          body === undefined ? 'GET' : 'POST',
        ),
        env,
      );
    expect((await desk('sign-in', { email: staff })).statusCode).toBe(202);
    const mailed = (await stack.mails()).filter((mail) => mail.destination.to.includes(staff));
    const token = /#jeton=([\w-]+)/.exec(mailed.at(-1)?.body.text ?? '')?.[1] ?? '';
    const session = await desk('session', { token });
    expect(session.statusCode).toBe(200);
    const cookie = session.multiValueHeaders?.['set-cookie']?.find((value) =>
      value.startsWith(`${DESK_COOKIE}=`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    const me = await desk('me', undefined, { cookie: cookie?.split(';')[0] ?? '' });
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body)).toEqual({ email: staff });
    expect((await desk('me', undefined)).statusCode).toBe(401);
  }, 30_000);

  it('a bundle refuses to start with a missing variable, naming it', async () => {
    await expect(
      invoke('create-payment', restApiEvent('/api/create-payment', '{}', {}), {
        NODE_ENV: 'production',
        SITE_URL: 'https://www.clinique.example',
      }),
    ).rejects.toThrow(/STRIPE_SECRET_KEY is missing/);
  });
});
