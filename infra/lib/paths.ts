import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const siteDir = dirname(require.resolve('@clinique/site/package.json'));

export const clientDir = join(siteDir, 'dist/client');
export const routingModule = require.resolve('@clinique/site/routing');
export const functionsDistDir = fileURLToPath(new URL('../../functions/dist', import.meta.url));
