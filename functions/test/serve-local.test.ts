import { describe, expect, it } from 'vitest';
import { closeServer, serveLocal, serverUrl } from '../src/local/serve-later.ts';

describe('a local server on a port already taken', () => {
  it('says so in one sentence, with what to do', async () => {
    const ok = () => new Response('ok');
    const first = await serveLocal(ok, 0);
    const port = Number(new URL(serverUrl(first)).port);
    try {
      await expect(serveLocal(ok, port)).rejects.toThrow(
        `Port ${port} of 127.0.0.1 is already in use: is \`npm start\` already running in another terminal?`,
      );
    } finally {
      await closeServer(first);
    }
  });
});
