/** Paths of the repository the stacks read at synth time. */
import { fileURLToPath } from 'node:url';

export const repoDir = fileURLToPath(new URL('../../', import.meta.url));
/** The prerendered site (`npm run build`). */
export const clientDir = fileURLToPath(new URL('../../site/dist/client', import.meta.url));
/** The routing module shared by the local server and the CloudFront Functions. */
export const routingModule = fileURLToPath(
  new URL('../../site/server/routing.ts', import.meta.url),
);
/** The Lambda bundles (`npm run bundle -w @clinique/functions`): `<name>/index.mjs`. */
export const functionsDistDir = fileURLToPath(new URL('../../functions/dist', import.meta.url));
