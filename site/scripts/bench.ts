/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on the built site.
 * Builds when there is no build, serves `dist/client` on a free port of 127.0.0.1 (the server holds
 * it), runs every route of the sitemap BENCH_RUNS times (3), prints the medians, writes them to
 * bench/latest.json and exits with 1 when a median misses bench/budget.json.
 *   BENCH_ROUTES=/,/contact   only these routes (the table of docs/performance.md is then left alone)
 *   BENCH_RUNS=5              runs per route
 *   BENCH_REPORTS=dir         also keeps each run's Lighthouse report (JSON) in that directory
 * A full run (every route) also rewrites the table between the bench markers of docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from '../server/serve.ts';
import { isHydratedRoute } from '../src/budgets.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const benchDir = fileURLToPath(new URL('../bench', import.meta.url));
const readme = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
/**
 * Lighthouse's simulated throttling multiplies the tasks it observes on this machine's main thread:
 * a busy machine measures slower pages. Above this load average per core, the bench says so.
 */
const BUSY_LOAD_PER_CORE = 0.5;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Budget {
  /** Lowest median performance score (0–100) of a hydrated page, and of an HTML-only page. */
  performance: { hydrated: number; htmlOnly: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface RouteResult {
  path: string;
  hydrated: boolean;
  runs: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  requests: number;
  /** Lighthouse's CPU benchmark of the machine during the runs (median): lower means a busier CPU. */
  benchmarkIndex: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** What a route's medians miss, in words (empty when it is at target). */
export function misses(result: RouteResult, budget: Budget): string[] {
  const minimum = result.hydrated ? budget.performance.hydrated : budget.performance.htmlOnly;
  const found: string[] = [];
  if (result.performance < minimum) found.push(`performance ${result.performance} < ${minimum}`);
  if (result.lcpMs > budget.lcpMs) found.push(`LCP ${result.lcpMs} ms > ${budget.lcpMs} ms`);
  if (result.cls > budget.cls) found.push(`CLS ${result.cls} > ${budget.cls}`);
  if (result.tbtMs > budget.tbtMs) found.push(`TBT ${result.tbtMs} ms > ${budget.tbtMs} ms`);
  return found;
}

export function table(results: readonly RouteResult[]): string {
  const rows = results.map((r) => [
    `\`${r.path}\``,
    r.hydrated ? 'island' : 'HTML',
    String(r.performance),
    (r.fcpMs / 1000).toFixed(2),
    (r.lcpMs / 1000).toFixed(2),
    String(r.tbtMs),
    r.cls.toFixed(3),
    r.transferKb.toFixed(0),
    String(r.requests),
  ]);
  const header = [
    'Route',
    'Page',
    'Perf',
    'FCP (s)',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'KB',
    'Requests',
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function sitemapRoutes(): string[] {
  const xml = readFileSync(`${clientDir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

async function main() {
  if (!existsSync(`${clientDir}/index.html`)) {
    console.log('bench: no build, building the site…');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: `${siteDir}/..`,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const budget = JSON.parse(readFileSync(`${benchDir}/budget.json`, 'utf8')) as Budget;
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const routes = only && only.length > 0 ? only : sitemapRoutes();
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const cores = availableParallelism();
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > BUSY_LOAD_PER_CORE * cores)
    console.warn(
      `bench: the machine is busy (load average ${loadBefore.toFixed(1)} on ${cores} cores): TBT and LCP will read high; run it on an idle machine`,
    );

  const site = await startSite({ clientDir, port: 0 });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: RouteResult[] = [];
  try {
    for (const path of routes) {
      const samples: Omit<RouteResult, 'path' | 'hydrated' | 'runs'>[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(`${site.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = answer;
        const reports = process.env.BENCH_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
          writeFileSync(`${reports}/${name}-${run + 1}.json`, JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const requests = lhr.audits['network-requests']?.details;
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          transferKb: audit('total-byte-weight') / 1024,
          requests: requests && 'items' in requests ? requests.items.length : NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const of = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      const result: RouteResult = {
        path,
        hydrated: isHydratedRoute(path),
        runs,
        performance: of('performance'),
        fcpMs: Math.round(of('fcpMs')),
        lcpMs: Math.round(of('lcpMs')),
        tbtMs: Math.round(of('tbtMs')),
        cls: Math.round(of('cls') * 1000) / 1000,
        transferKb: Math.round(of('transferKb') * 10) / 10,
        requests: of('requests'),
        benchmarkIndex: Math.round(of('benchmarkIndex')),
      };
      results.push(result);
      const missed = misses(result, budget);
      console.log(
        `bench: ${path} performance ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, CPU index ${result.benchmarkIndex}${missed.length > 0 ? `  ✗ ${missed.join(', ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    await site.close();
  }

  const loadAfter = loadavg()[0] ?? 0;
  const machine = `${new Date().toISOString().slice(0, 10)}, ${runs} run(s) per route, ${cores} cores, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after, Lighthouse CPU index ${Math.round(median(results.map((r) => r.benchmarkIndex)))} (median)`;
  const output = `${table(results)}\n\nMeasured ${machine}.`;
  console.log(`\n${output}\n`);
  mkdirSync(benchDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    lighthouse: 'mobile, simulated throttling',
    chromium: CHROMIUM,
    runsPerRoute: runs,
    cores,
    loadAverage: { before: loadBefore, after: loadAfter },
    budget,
    routes: results.map((result) => ({ ...result, misses: misses(result, budget) })),
  };
  if (!only || only.length === 0) {
    writeFileSync(`${benchDir}/latest.json`, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`bench: medians written to ${benchDir}/latest.json`);
    const text = readFileSync(readme, 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    if (text.includes(start) && text.includes(end)) {
      const before = text.slice(0, text.indexOf(start) + start.length);
      const after = text.slice(text.indexOf(end));
      writeFileSync(readme, `${before}\n\n${output}\n\n${after}`);
      console.log('bench: docs/performance.md table updated');
    }
  }

  const failing = results.filter((result) => misses(result, budget).length > 0);
  if (failing.length > 0) {
    console.error(
      `bench: ${failing.length} route(s) miss the budget: ${failing.map((r) => `${r.path} (${misses(r, budget).join(', ')})`).join('; ')}`,
    );
    process.exit(1);
  }
  console.log('bench: every route at target');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
