/**
 * Failure drill, contact form: SES goes down (connections reset, then SES answering 503 and
 * throttling), then recovers, while visitors keep writing, with and without JavaScript. Every
 * message is either delivered once or its visitor was told it was not; nothing is half sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fillTemplate } from '@clinique/catalog/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

type SesState = 'up' | 'reset' | 'unavailable' | 'throttling';

/** A door in front of the local SES that the drill opens and closes. */
async function sesDoor(target: string) {
  const door = { state: 'up' as SesState, refused: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (door.state !== 'up') door.refused += 1;
      if (door.state === 'reset') {
        request.socket.resetAndDestroy();
        return;
      }
      if (door.state !== 'up') {
        const [status, type] =
          door.state === 'throttling'
            ? [429, 'TooManyRequestsException']
            : [503, 'ServiceUnavailableException'];
        response.writeHead(status, {
          'content-type': 'application/json',
          'x-amzn-errortype': type,
        });
        response.end(JSON.stringify({ message: 'drill' }));
        return;
      }
      void fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'POST',
        // The signed request as it came (the local SES reads its authorization), but the host.
        headers: Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) =>
            ['host', 'connection', 'content-length'].includes(name) || value === undefined
              ? []
              : [[name, String(value)]],
          ),
        ),
        body: Buffer.concat(chunks),
      }).then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    door,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let stack: TestStack;
let ses: Awaited<ReturnType<typeof sesDoor>>;
beforeAll(async () => {
  stack = await startTestStack();
  ses = await sesDoor(stack.services.sesUrl);
});
afterAll(async () => {
  await ses.close();
  await stack.stop();
});

const TOLD = fillTemplate(siteFacts.api.contact.unavailable, { phone: siteFacts.clinic.phone });

describe('failure drill: SES down, then back', () => {
  it('each message is delivered once, or its visitor was told it was not', async () => {
    const api = stack.makeApi({ SES_ENDPOINT: ses.url });
    const outcomes: { email: string; phase: SesState; told: boolean; script: boolean }[] = [];

    async function write(phase: SesState, script: boolean) {
      const email = uniqueEmail(`drill-${phase}`);
      const fields = { name: 'Léa', email, phone: '', traitement: '', message: 'Bonjour' };
      const response = await api.request('/api/send-contact-email', {
        method: 'POST',
        headers: script
          ? { 'content-type': 'application/json', origin: stack.apiUrl }
          : {
              'content-type': 'application/x-www-form-urlencoded',
              accept: 'text/html',
              origin: stack.apiUrl,
            },
        body: script ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      });
      let told: boolean;
      if (script) {
        // The page's script shows the API's message on anything but 200.
        told = response.status !== 200;
        if (told)
          expect(await response.json()).toEqual({ error: 'mail_unavailable', message: TOLD });
      } else {
        // Without JavaScript: the thanks page, or the form again with the reason and the text kept.
        told = response.status !== 303;
        if (told) {
          expect(response.status).toBe(502);
          const page = await response.text();
          expect(page).toContain(TOLD);
          expect(page).toContain(`value="${email}"`);
        } else {
          expect(response.headers.get('location')).toBe(
            `${stack.config.siteUrl}${siteFacts.forms.paths.contactThanks}`,
          );
        }
      }
      outcomes.push({ email, phase, told, script });
    }

    for (const phase of ['up', 'reset', 'unavailable', 'throttling', 'up'] as const) {
      ses.door.state = phase;
      await Promise.all([write(phase, true), write(phase, false), write(phase, true)]);
    }
    expect(ses.door.refused).toBeGreaterThan(0);

    const mails = await stack.mails();
    for (const outcome of outcomes) {
      const delivered = mails.filter((mail) => mail.replyTo.includes(outcome.email)).length;
      // Never both, never neither: told ⇔ not delivered, and delivered at most once.
      expect({ ...outcome, delivered }).toEqual({ ...outcome, delivered: outcome.told ? 0 : 1 });
    }
    // While SES was down no one was told it went; once back, every message went.
    expect(outcomes.filter((o) => o.phase !== 'up').every((o) => o.told)).toBe(true);
    expect(outcomes.filter((o) => o.phase === 'up').some((o) => o.told)).toBe(false);
    expect(stack.logs.lines.some((line) => line.event === 'contact.send_failed')).toBe(true);
  }, 60_000);
});
