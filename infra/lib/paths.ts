import { fileURLToPath } from 'node:url';

export const repoDir = fileURLToPath(new URL('../../', import.meta.url));
export const clientDir = fileURLToPath(new URL('../../site/dist/client', import.meta.url));
export const routingModule = fileURLToPath(
  new URL('../../site/server/routing.ts', import.meta.url),
);
export const functionsDistDir = fileURLToPath(new URL('../../functions/dist', import.meta.url));
