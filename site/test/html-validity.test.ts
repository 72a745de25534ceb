/**
 * Every built page is valid HTML by the W3C's Nu HTML Checker (`vnu-jar`, run with the machine's
 * Java, 11 or later): one JVM checks all pages at once, with two trial pages beside them that break
 * rules on purpose, so a checker that stopped reporting would fail here too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import { htmlFiles } from '../src/build-files.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
// The jar only: the package's own Java download is never used (Debian's Java, see .ci/run).
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface CheckerMessage {
  /** `error`, `info` (subType `warning` for warnings) or `non-document-error` (unreadable file). */
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The checker's messages on `files`, from one run. */
function validate(files: string[]): CheckerMessage[] {
  const run = spawnSync(
    process.env.JAVA ?? 'java',
    ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 },
  );
  if (run.error) {
    throw new Error(
      `The Nu HTML Checker needs Java 11+ (${run.error.message}); .ci/run installs Debian's openjdk-17-jre-headless`,
    );
  }
  if (run.status !== 0) throw new Error(`The checker failed (${run.status}): ${run.stderr}`);
  return (JSON.parse(run.stderr) as { messages: CheckerMessage[] }).messages;
}

const trialDir = mkdtempSync(join(tmpdir(), 'html-validity-'));
const lateCharset = join(trialDir, 'late-charset.html');
const brokenMarkup = join(trialDir, 'broken-markup.html');
writeFileSync(
  lateCharset,
  `<!DOCTYPE html><html lang="fr"><head><style>${'p{color:red}'.repeat(100)}</style><meta charset="utf-8"><title>Essai</title></head><body><p>Été</p></body></html>`,
);
writeFileSync(
  brokenMarkup,
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Essai</title></head><body><section><p id="a">un</p></section><p id="a">deux<div></p></body></html>',
);

const pages = htmlFiles(clientDir);
let messages: CheckerMessage[];
// A few seconds for the 40 pages; the limit is for a busy shared machine.
beforeAll(() => {
  messages = validate([...pages, lateCharset, brokenMarkup]);
}, 300_000);

/** The file a message is about (the checker writes `file:/tmp/…`). */
const fileOf = (message: CheckerMessage) => (message.url ? fileURLToPath(message.url) : '');

/**
 * Errors and warnings; the checker's other notes (a trailing slash on a void element, which React
 * writes) change nothing for a browser.
 */
const isProblem = (message: CheckerMessage) =>
  message.type !== 'info' || message.subType === 'warning';

const problems = (file: string) =>
  messages
    .filter((message) => fileOf(message) === file && isProblem(message))
    .map((message) => `${message.subType ?? message.type}: ${message.message}`);

test('the checker reports what it should: a late charset, a duplicate id, a headless section', () => {
  expect(problems(lateCharset).join('\n')).toMatch(
    /^error: .*charset.*after the first 1024 bytes/m,
  );
  const broken = problems(brokenMarkup).join('\n');
  expect(broken).toMatch(/^error: Duplicate ID/m);
  expect(broken).toMatch(/^error: No “p” element in scope/m);
  expect(broken).toMatch(/^warning: Section lacks heading/m);
});

// Warnings too: the site has none, and the ones the checker gives on pages (a `<section>` without a
// heading, an `<h1>` nested in sections) are about how regions and headings read in a screen reader.
test('every built page is valid HTML: not one error, not one warning', () => {
  expect(pages.length, `${pages.length} pages`).toBeGreaterThanOrEqual(40);
  const found = messages
    .filter((message) => isProblem(message) && !fileOf(message).startsWith(trialDir))
    .map(
      (message) =>
        `${relative(clientDir, fileOf(message))}:${message.lastLine ?? ''} ${message.subType ?? message.type}: ${message.message}`,
    );
  expect(found).toEqual([]);
});
