/** A data file that reads but cannot run is named in words, never with the loader's stack trace. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFailure } from '../src/load-failure.ts';

const catalogDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('a catalog that does not load', () => {
  it('an import of a file that does not exist names the importing file and the file meant', () => {
    const wanted = join(catalogDir, 'src/data/treatments/detatoage.ts');
    const error = new Error(
      `Cannot find module '${wanted}' imported from ${join(catalogDir, 'src/sources.ts')}`,
    );
    expect(loadFailure(error)).toBe(
      'src/sources.ts : attendu un fichier existant dans l’import de « src/data/treatments/detatoage.ts », trouvé aucun fichier de ce nom : vouliez-vous dire « detatouage.ts » ?',
    );
  });

  it('another error names the data file and line it comes from, and no stack', () => {
    const error = new Error('Tarifs is not defined');
    error.stack = `ReferenceError: Tarifs is not defined\n    at ${join(catalogDir, 'src/data/treatments/essai.ts')}:12:10\n    at ModuleJob.run (node:internal/modules/esm/module_job:1:1)`;
    const line = loadFailure(error);
    expect(line).toMatch(/^src\/data\/treatments\/essai\.ts:12:10 : le catalogue ne se charge pas/);
    expect(line).not.toContain('node:internal');
    expect(line.split('\n')).toHaveLength(1);
  });
});
