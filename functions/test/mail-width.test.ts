/**
 * Every e-mail fits a phone: rendered in Chromium at 320 and 375 px, the document is no wider than
 * the screen (nothing cut on the right, no sideways scrolling), and a summary's labels break
 * between their words only (« Bon cadea/u » is not a label).
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
  it.each(everyMail(siteFacts))(
    'the %s e-mail needs no sideways scrolling and keeps its labels whole',
    async (_, mail) => {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      try {
        await page.setContent(mail.html);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        const cutWords = await page.evaluate(() =>
          [...document.querySelectorAll('th[scope="row"]')].flatMap((label) => {
            const words = (label.textContent ?? '').split(/\s+/).filter(Boolean);
            const style = getComputedStyle(label);
            const room =
              label.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const probe = label.appendChild(document.createElement('span'));
            probe.style.whiteSpace = 'nowrap';
            const cut = words.filter((word) => {
              probe.textContent = word;
              return probe.getBoundingClientRect().width > room + 0.5;
            });
            probe.remove();
            return cut;
          }),
        );
        expect(cutWords).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
