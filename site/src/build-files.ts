/** The files of a client build: its pages, their paths, and the scripts a page loads. */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `file` relative to `clientDir`, with forward slashes. */
export function relativePath(clientDir: string, file: string): string {
  return relative(clientDir, file).split(sep).join('/');
}

export function htmlFiles(clientDir: string): string[] {
  return walk(clientDir).filter((file) => file.endsWith('.html'));
}

export function pathOfHtml(clientDir: string, file: string): string {
  return `/${relativePath(clientDir, file).replace(/(^|\/)index\.html$|\.html$/, '')}`;
}

/** `read` memoised by its argument. */
export function cached<T>(read: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, read(key));
    return cache.get(key) as T;
  };
}

/** The file of the build a URL of `from` names; none for another site or a `data:` URL. */
export function localFile(clientDir: string, from: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const file = url.startsWith('/')
    ? join(clientDir, url.split(/[?#]/)[0] ?? '')
    : resolve(dirname(from), url);
  return file.startsWith(clientDir) ? file : undefined;
}

/** Vite writes dynamic imports with backquotes. */
export function importedFiles(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g,
    /\bimport\s*\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** The script files a page at `htmlFile` loads from `urls`, with every chunk they import. */
export function loadedScripts(clientDir: string, htmlFile: string, urls: string[]): string[] {
  const scripts = new Set<string>();
  const queue = urls.map((url) => localFile(clientDir, htmlFile, url));
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || scripts.has(file)) continue;
    scripts.add(file);
    for (const url of importedFiles(readFileSync(file, 'utf8')))
      queue.push(localFile(clientDir, file, url));
  }
  return [...scripts];
}
