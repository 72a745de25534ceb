import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const BUILD_ONLY_FOLDERS = ['.vite'];

export function listBuildKeys(clientDir: string): string[] {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(
      `No site build in ${clientDir}: run \`npm run build\` first (npm run synth does it).`,
    );
  }
  const keys: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === clientDir && BUILD_ONLY_FOLDERS.includes(entry.name)) continue;
        walk(path);
      } else if (entry.isFile()) {
        keys.push(relative(clientDir, path).split(sep).join('/'));
      }
    }
  };
  walk(clientDir);
  return keys.sort();
}
