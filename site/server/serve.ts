import { closeServer, serveLocal, serverUrl, withViewerAddress } from '@clinique/functions/local';
import { type SiteAppOptions, createSiteApp } from './app.ts';

export type RunningSite = Awaited<ReturnType<typeof startSite>>;

export async function startSite(options: SiteAppOptions & { port: number }) {
  const app = createSiteApp(options);
  const server = await serveLocal(withViewerAddress(app.fetch), options.port);
  const url = serverUrl(server);
  return { url, port: Number(new URL(url).port), close: () => closeServer(server) };
}
