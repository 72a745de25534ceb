/**
 * Every e-mail fits a phone: rendered in Chromium at 320 and 375 px, the document is no wider than
 * the screen (nothing cut on the right, no sideways scrolling).
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { everyMail } from './every-mail.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}, 60_000);

afterAll(async () => {
  await browser.close();
});

describe.each([320, 375])('at %i px', (width) => {
  it.each(everyMail(siteFacts))('the %s e-mail needs no sideways scrolling', async (_, mail) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    try {
      await page.setContent(mail.html);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    } finally {
      await page.close();
    }
  });
});
