import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { nearest } from './editor-messages.ts';

/** A file that reads but cannot run, in the words of the check rather than the loader's. */
export function loadFailure(error: unknown): string {
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  const relative = (path: string) => path.replace(/^.*?packages\/catalog\//, '');
  // An import of a file that does not exist: the file that imports it, and the names nearby.
  const missing = /Cannot find module '([^']+)' imported from (\S+)/.exec(text);
  if (missing) {
    const [, wanted = '', importer = ''] = missing;
    const dir = dirname(wanted);
    const name = basename(wanted);
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.ts')) : [];
    const near = nearest(name, files, 3);
    const meant = near ? ` : vouliez-vous dire « ${near} » ?` : '';
    return `${relative(importer)} : attendu un fichier existant dans l’import de « ${relative(wanted)} », trouvé aucun fichier de ce nom${meant}`;
  }
  // Otherwise the data file and line the error names, if it names one.
  const first = (text.split('\n')[0] ?? '').trim();
  const at = /(src\/(?:data|schemas)\/[\w/.-]+\.ts)(?::(\d+)(?::(\d+))?)?/.exec(text);
  const where = at ? `${at[1]}${at[2] ? `:${at[2]}` : ''}${at[3] ? `:${at[3]}` : ''} : ` : '';
  return `${where}le catalogue ne se charge pas (${first}) : ouvrez ${where ? 'ce fichier à cette ligne' : 'le dernier fichier modifié'} ; une valeur écrite sans apostrophes ou un nom de fichier mal écrit en est souvent la cause.`;
}
