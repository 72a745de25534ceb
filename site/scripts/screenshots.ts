/** Full-page screenshots at 375 and 1280 px for review: `node --import tsx scripts/screenshots.ts / /faq`. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startSite } from '../server/serve.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const outDir = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const widths = { phone: 375, desktop: 1280 } as const;

mkdirSync(outDir, { recursive: true });
const site = await startSite({ clientDir, port: 0 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});
try {
  for (const [name, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
    await page.clock.install();
    for (const path of paths.length > 0 ? paths : ['/']) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      // Lazy images load once scrolled into view.
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < scrollHeight; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(30);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const base = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}`;
      for (let top = 0, part = 1; top < height; top += 2000, part += 1) {
        const file = `${base}-${part}.png`;
        const clip = { x: 0, y: top, width, height: Math.min(2000, height - top) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
