/** The local server tells the API who is calling as CloudFront does; it serves any built folder. */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningSite, startSite } from '../server/serve.ts';

let site: RunningSite;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'viewer-address-'));
  const api = {
    fetch: (request: Request) => new Response(request.headers.get('cloudfront-viewer-address')),
  };
  site = await startSite({ clientDir, api, port: 0 });
});
afterAll(async () => {
  await site?.close();
  await rm(clientDir, { recursive: true, force: true });
});

test('the API sees the socket’s address and port, never one the request claims', async () => {
  const answer = await fetch(`${site.url}/api/desk/sign-in`, {
    method: 'POST',
    headers: { 'cloudfront-viewer-address': '198.51.100.9:443' },
  });
  expect(await answer.text()).toMatch(/^127\.0\.0\.1:[0-9]{2,5}$/);
});

test('a folder without the build’s 404 page (a Storybook) answers a missing file with 404', async () => {
  const answer = await fetch(`${site.url}/favicon.ico`);
  expect(answer.status).toBe(404);
});

test('an idle connection stays open longer than a pause between two requests', async () => {
  const { port } = site;
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
  const answered = new Promise<string>((resolve) =>
    socket.once('data', (data) => resolve(String(data))),
  );
  socket.write(`GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  expect(await answered).toMatch(/^HTTP\/1\.1 404/);
  // Node's default drops it after 5 s, as a test or a visitor pauses to read: the next request fails.
  const paused = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 6_000));
  expect(await Promise.race([closed, paused])).toBe('open');
  socket.destroy();
}, 10_000);
