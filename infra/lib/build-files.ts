import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { relativePath, walk } from '@clinique/site/build-files';

export const BUILD_ONLY_FOLDERS = ['.vite'];

export function listBuildKeys(clientDir: string): string[] {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(
      `No site build in ${clientDir}: run \`npm run build\` first (npm run synth does it).`,
    );
  }
  return walk(clientDir)
    .map((file) => relativePath(clientDir, file))
    .filter((key) => !BUILD_ONLY_FOLDERS.includes(key.split('/')[0] ?? ''))
    .sort();
}
