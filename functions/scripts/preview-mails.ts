/** A preview page for designers of every e-mail and the voucher PDF, from sample orders. Nothing is sent. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { html, raw } from 'hono/html';
import { contactEmail } from '../src/contact/email.ts';
import type { OutgoingMail } from '../src/mail/mailer.ts';
import { siteFacts } from '../src/site-facts.ts';
import { buyerEmail, clinicNotification, voucherAttachment } from '../src/voucher/emails.ts';
import { renderVoucherPdf } from '../src/voucher/pdf.ts';
import { sampleVoucher } from './sample-vouchers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SITE_URL = 'https://www.clinique.example';
const STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem;background:#f4f1ec;color:#2b2420}
.pair{display:flex;gap:1rem;flex-wrap:wrap}
iframe{border:1px solid #e2d7c9;background:#fff}
.subject{color:#5e534b}
`;

/** The voucher PDF, and each e-mail with its file name and title; Storybook shows them too. */
export async function renderMailPreview() {
  const voucher = sampleVoucher();
  const pdf = await renderVoucherPdf(voucher, siteFacts, voucher.orderedAt, SITE_URL);
  const attachment = voucherAttachment(voucher, pdf);
  const mails: [string, string, OutgoingMail][] = [
    [
      'voucher',
      'E-mail du bon cadeau (acheteur)',
      buyerEmail(voucher, 'paul.martin@example.fr', attachment, siteFacts, SITE_URL),
    ],
    [
      'notification',
      'Notification de vente (centre)',
      clinicNotification(
        voucher,
        'paul.martin@example.fr',
        'cs_test_a1B2c3D4e5F6g7H8',
        attachment,
        siteFacts,
        siteFacts.clinic.email,
        SITE_URL,
      ),
    ],
    [
      'contact',
      'Message de contact (centre)',
      contactEmail(
        {
          name: 'Jeanne Dupont',
          email: 'jeanne.dupont@example.fr',
          phone: '06 12 34 56 78',
          traitement: 'Épilation Laser',
          message:
            'Bonjour,\nJe souhaiterais un rendez-vous pour une première consultation en décembre.\nMerci !',
        },
        siteFacts.clinic.email,
        siteFacts,
        SITE_URL,
      ),
    ],
  ];
  return { pdf, mails };
}

export async function writeMailPreview(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const { pdf, mails } = await renderMailPreview();
  const files = ['voucher.pdf'];
  await writeFile(join(outDir, 'voucher.pdf'), pdf);
  for (const [name, , mail] of mails) {
    await writeFile(join(outDir, `${name}.html`), mail.html);
    await writeFile(join(outDir, `${name}.txt`), mail.text);
    files.push(`${name}.html`, `${name}.txt`);
  }
  // hono's `html` template escapes every value it is given.
  const sections = mails.map(
    ([name, title, mail]) =>
      html`<section>
        <h2>${title}</h2>
        <p class="subject">Objet : ${mail.subject}</p>
        <div class="pair">
          <iframe src="${name}.html" title="${title} (HTML)" width="640" height="900"></iframe>
          <iframe src="${name}.txt" title="${title} (texte)" width="520" height="900"></iframe>
        </div>
      </section> `,
  );
  const page = html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <title>Aperçu des e-mails et du bon cadeau</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <h1>Aperçu des e-mails et du bon cadeau</h1>
        <p>
          Généré par <code>npm run preview:mails -w @clinique/functions</code> depuis le catalogue :
          rien n’est envoyé.
        </p>
        <section>
          <h2>Bon cadeau (PDF joint)</h2>
          <iframe src="voucher.pdf" title="Bon cadeau (PDF)" width="900" height="660"></iframe>
        </section>
        ${sections}
      </body>
    </html> `;
  await writeFile(join(outDir, 'index.html'), String(await page));
  files.push('index.html');
  return files;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outdir } = parseArgs({ options: { outdir: { type: 'string' } } }).values;
  const outDir = resolve(outdir || join(root, 'preview'));
  const files = await writeMailPreview(outDir);
  console.log(`${files.length} files in ${relative(process.cwd(), outDir) || '.'}`);
  console.log(`open ${join(outDir, 'index.html')}`);
}
