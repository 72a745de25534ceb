/** The designers' preview page: the three e-mails (HTML and text) and the PDF, nothing sent. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeMailPreview } from '../scripts/preview-mails.ts';
import { sampleVoucher } from '../scripts/sample-vouchers.ts';

describe('mail preview', () => {
  it('writes the voucher PDF, both e-mails and the notification, and a page showing them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'preview-'));
    try {
      const files = await writeMailPreview(dir);
      expect(files.sort()).toEqual(
        [
          'index.html',
          'voucher.pdf',
          ...['voucher', 'notification', 'contact'].flatMap((name) => [
            `${name}.html`,
            `${name}.txt`,
          ]),
        ].sort(),
      );
      const index = await readFile(join(dir, 'index.html'), 'utf8');
      for (const file of ['voucher.pdf', 'voucher.html', 'contact.html', 'notification.html']) {
        expect(index).toContain(`src="${file}"`);
      }
      expect((await readFile(join(dir, 'voucher.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
      expect(await readFile(join(dir, 'voucher.txt'), 'utf8')).toContain(sampleVoucher().code);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
