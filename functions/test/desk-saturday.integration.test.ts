/**
 * The desk on a busy day: the traps a receptionist could fall into, the numbers the accountant
 * reads (the list's totals, both CSV files opened as a spreadsheet opens them), resends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_RULES, type DeskList } from '@clinique/api/desk';
import { fillTemplate, formatLongDate } from '@clinique/catalog/format';
import { deskText } from '@clinique/catalog/desk-text';
import { siteFacts } from '../src/site-facts.ts';
import { addDays, parisDay } from '../src/voucher/model.ts';
import { csvField } from '../src/desk/reports.ts';
import { requestResend } from '../src/register/jobs.ts';
import { uniqueEmail } from './helpers.ts';
import { SOLD, startDesk, staff, type DeskTest } from './desk-helpers.ts';

const copy = siteFacts.desk;
let t: DeskTest;

beforeAll(async () => {
  t = await startDesk();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

/**
 * What a French spreadsheet does with the file: UTF-8 because of the BOM, `;` between cells,
 * quoted cells, and `12,50` read as the number 12.5.
 */
function openAsSpreadsheet(bytes: Uint8Array): Record<string, string | number>[] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  const [header = [], ...lines] = rows;
  return lines.map((line) =>
    Object.fromEntries(
      header.map((name, column) => {
        const value = line[column] ?? '';
        return [name, /^-?\d+(,\d+)?$/.test(value) ? Number(value.replace(',', '.')) : value];
      }),
    ),
  );
}

async function spreadsheet(path: string, cookie: string) {
  const response = await t.call(path, { cookie });
  expect(response.status).toBe(200);
  return openAsSpreadsheet(new Uint8Array(await response.arrayBuffer()));
}

describe('numbers the accountant can trust', () => {
  it('totals the vouchers listed, void ones apart; owes nothing on a void voucher', async () => {
    const cookie = await t.signIn();
    const family = `Famille${Date.now()}`;
    const codes = [];
    for (const name of ['Anne', 'Bruno', 'Chloé']) {
      codes.push(await t.soldVoucher({ senderName: `${name} ${family}` }));
    }
    const [kept, used, voided] = codes as [string, string, string];
    await t.call(`/vouchers/${used}/uses`, {
      cookie,
      body: { amount: '40,50', treatment: copy.treatments[0] },
    });
    await t.call(`/vouchers/${voided}/uses`, {
      cookie,
      body: { amount: '20', treatment: copy.treatments[0] },
    });
    await t.call(`/vouchers/${voided}/void`, { cookie, body: { reason: 'Remboursé' } });

    const list = await json<DeskList>(await t.call(`/vouchers?q=${family}`, { cookie }));
    expect(list.vouchers.map((voucher) => voucher.code).sort()).toEqual([...codes].sort());
    const { totals } = list;
    const notVoid = list.vouchers.filter((voucher) => voucher.status !== 'void');
    expect(totals.count).toBe(3);
    expect(totals.voidCount).toBe(1);
    expect(totals.soldCount).toBe(2);
    expect(totals.soldCents).toBe(notVoid.reduce((sum, voucher) => sum + voucher.amountCents, 0));
    expect(list.vouchers.find((voucher) => voucher.code === voided)?.owedCents).toBe(0);
    expect(totals.owedCents).toBe(list.vouchers.reduce((sum, v) => sum + v.owedCents, 0));
    expect(totals.owedCents).toBe(notVoid.reduce((sum, v) => sum + v.balanceCents, 0));
    // The status filter narrows the list, and the totals with it.
    const voids = await json<DeskList>(
      await t.call(`/vouchers?q=${family}&status=void`, { cookie }),
    );
    expect(voids.vouchers.map((voucher) => voucher.code)).toEqual([voided]);
    expect(voids.totals).toMatchObject({ count: 1, voidCount: 1, soldCents: 0, owedCents: 0 });

    // The same vouchers as a spreadsheet opens them: the owed column sums to the desk's total.
    const rows = await spreadsheet(`/export.csv?q=${family}`, cookie);
    const columns = copy.exportColumns;
    expect(rows).toHaveLength(3);
    const owed = rows.reduce((sum, row) => sum + Number(row[columns.balance]), 0);
    expect(Math.round(owed * 100)).toBe(totals.owedCents);
    const voidRow = rows.find((row) => row[columns.code] === voided);
    expect(voidRow?.[columns.balance]).toBe(0);
    expect(voidRow?.[columns.status]).toBe(deskText.voucher.statuses.void);
    expect(rows.find((row) => row[columns.code] === kept)?.[columns.status]).toBe(
      deskText.voucher.statuses.active,
    );
    expect(rows.find((row) => row[columns.code] === used)?.[columns.used]).toBe(40.5);
    // What was used before a void stays used; the rest is written off, and each row adds up.
    expect(voidRow?.[columns.used]).toBe(20);
    expect(voidRow?.[columns.writtenOff]).toBe(Number(voidRow?.[columns.amount]) - 20);
    for (const row of rows) {
      const { used, refunded, chargedBack, writtenOff, balance } = columns;
      const parts = [used, refunded, chargedBack, writtenOff, balance];
      expect(parts.reduce((total, column) => total + Number(row[column]), 0)).toBe(
        row[columns.amount],
      );
    }
  }, 60_000);

  // Forty writes retried against one item: slow on a busy two-core machine, not stuck.
  it('many desks writing one voucher at once: each use recorded once or « réessayez », never a 500', async () => {
    const cookie = await t.signIn();
    const code = await t.soldVoucher();
    const body = { amount: '0,01', treatment: copy.treatments[0] };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.call(`/vouchers/${code}/uses`, { cookie, body })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(await answer.json()).toMatchObject({ error: 'busy', message: copy.busy });
    }
    const recorded = statuses.filter((status) => status === 200).length;
    expect((await t.stack.register.get(code))?.balanceCents).toBe(SOLD.amount * 100 - recorded);
  }, 60_000);

  it('exports the uses, one line each with its treatment, amount, staff and reversal', async () => {
    const cookie = await t.signIn();
    const family = `Usage${Date.now()}`;
    const code = await t.soldVoucher({ senderName: `Denis ${family}` });
    const other = `${copy.otherTreatment}`;
    const use = (amount: string, treatment: string, note?: string) =>
      t.call(`/vouchers/${code}/uses`, { cookie, body: { amount, treatment, note } });
    expect((await use('20', copy.treatments[1] ?? '')).status).toBe(200);
    const noNote = await use('5', other);
    expect(noNote.status).toBe(422);
    expect(await noNote.json()).toEqual({ error: 'invalid_note', message: copy.otherNeedsNote });
    const mistaken = await json<{ history: unknown[] }>(
      await use('10,25', other, 'Soin des mains'),
    );
    const index = mistaken.history.length - 1;
    expect((await t.call(`/vouchers/${code}/reversals`, { cookie, body: { index } })).status).toBe(
      200,
    );

    const rows = await spreadsheet(`/uses.csv?q=${family}`, cookie);
    const columns = copy.usesColumns;
    expect(
      rows.map((row) => [row[columns.code], row[columns.amount], row[columns.treatment]]),
    ).toEqual([
      [code, 20, copy.treatments[1]],
      [code, 10.25, other],
      [code, -10.25, other],
    ]);
    expect(rows[0]?.[columns.staff]).toBe(staff);
    expect(rows[0]?.[columns.reversedAt]).toBe('');
    expect(rows[1]?.[columns.note]).toBe('Soin des mains');
    expect(rows[1]?.[columns.reversedBy]).toBe(staff);
    expect(String(rows[1]?.[columns.reversedAt])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The reversal's own line, on its day: the column sums to what was used.
    expect(rows[2]?.[columns.date]).toBe(rows[1]?.[columns.reversedAt]);
    expect(rows[2]?.[columns.note]).toBe(
      fillTemplate(copy.usesReversalNote, { date: String(rows[1]?.[columns.date]) }),
    );
    expect(rows.reduce((total, row) => total + Number(row[columns.amount]), 0)).toBe(20);
  });

  it('neutralises formulas hidden behind full-width signs or invisible characters', async () => {
    // The order form refuses such names before payment; the export neutralises them whatever wrote
    // the register.
    const hidden = ['＝1+1 Dupont', '\u200b=2+2 Martin', '\u202e=3+3 Leroy'].map(csvField);
    expect(hidden).toEqual(["'=1+1 Dupont", "'=2+2 Martin", "'=3+3 Leroy"]);

    const cookie = await t.signIn();
    const names = ['@SOMME Durand', '-3 Petit', '+4 Moreau'];
    for (const senderName of names) await t.soldVoucher({ senderName });
    const rows = await spreadsheet('/export.csv', cookie);
    const buyers = rows.map((row) => String(row[copy.exportColumns.buyerName]));
    for (const shown of ["'@SOMME Durand", "'-3 Petit", "'+4 Moreau"]) {
      expect(buyers).toContain(shown);
    }
    expect(buyers.some((buyer) => /^[=+\-@＝]/u.test(buyer))).toBe(false);
  }, 60_000);
});

describe('sending a scheduled gift, resending', () => {
  it('sends a gift early only when asked, tells the buyer the day it was due', async () => {
    const cookie = await t.signIn();
    const recipient = uniqueEmail('beneficiaire');
    const due = addDays(parisDay(t.clock.now), 4);
    const code = await t.giftVoucher(recipient, due);
    const resend = await t.call(`/vouchers/${code}/delivery/resend`, { cookie, body: {} });
    expect(resend.status).toBe(409);
    expect(await resend.json()).toMatchObject({
      error: 'not_sent',
      message: copy.refusals.not_sent,
    });
    // Neither the voucher's resend to the recipient's address nor today's date in the form
    // sends it early: both point to « Envoyer maintenant », which tells the buyer.
    const early = [
      await t.call(`/vouchers/${code}/resend`, { cookie, body: { email: recipient } }),
      await t.call(`/vouchers/${code}/delivery`, {
        cookie,
        body: { email: recipient, date: parisDay(t.clock.now) },
      }),
    ];
    for (const answer of early) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({
        error: 'send_now',
        message: copy.refusals.send_now,
      });
    }
    await t.sweep();
    expect(await t.mailsTo(recipient)).toHaveLength(0);

    const now = await t.call(`/vouchers/${code}/delivery/now`, { cookie, body: {} });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({
      delivery: { on: parisDay(t.clock.now), state: 'scheduled' },
    });
    await t.sweep();
    expect(await t.mailsTo(recipient)).toHaveLength(1);
    const item = await t.stack.register.get(code);
    const notices = (await t.mailsTo(item?.buyerEmail ?? '')).filter(
      (mail) => mail.subject === copy.buyerNotices.earlySubject,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain(formatLongDate(due));
    expect(notices[0]?.body.text).toContain(recipient);
    // Sent: nothing left to send early, and « Renvoyer au bénéficiaire » now applies.
    const again = await t.call(`/vouchers/${code}/delivery/now`, { cookie, body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'not_scheduled' });
    expect((await t.call(`/vouchers/${code}/delivery/resend`, { cookie, body: {} })).status).toBe(
      200,
    );
  });

  it('resends five times a day at most, tells the buyer of a new address, logs each resend and void', async () => {
    const cookie = await t.signIn('docteur@clinique.example');
    const code = await t.soldVoucher();
    const buyer = (await t.stack.register.get(code))?.buyerEmail ?? '';
    const newAddress = uniqueEmail('nouvelle');
    const before = t.logs.lines.length;
    const statuses = [];
    for (let index = 0; index <= DESK_RULES.resendsPerVoucherPerDay; index += 1) {
      const email = index === 0 ? newAddress : '';
      const answer = await t.call(`/vouchers/${code}/resend`, { cookie, body: { email } });
      statuses.push(answer.status);
      // The worker sends one e-mail at a time: another address waits for this one to leave.
      if (index === 0) await t.sweep();
      if (answer.status === 429) {
        expect(await answer.json()).toMatchObject({
          error: 'too_many_resends',
          message: fillTemplate(copy.resendTooMany, { limit: DESK_RULES.resendsPerVoucherPerDay }),
        });
      }
    }
    expect(statuses).toEqual([...Array(DESK_RULES.resendsPerVoucherPerDay).fill(200), 429]);
    expect(await t.mailsTo(newAddress)).toHaveLength(1);
    const notices = (await t.mailsTo(buyer)).filter(
      (mail) => mail.subject === copy.buyerNotices.newAddressSubject,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain(newAddress);

    // Tapped twice: void once, logged once.
    const voids = [1, 2].map(() => ({ cookie, body: { reason: 'Remboursé' } }));
    for (const request of voids) {
      expect((await t.call(`/vouchers/${code}/void`, request)).status).toBe(200);
    }
    const events = t.logs.lines.slice(before).map((line) => line.event);
    expect(events.filter((event) => event === 'voucher.resent')).toHaveLength(
      DESK_RULES.resendsPerVoucherPerDay,
    );
    expect(events.filter((event) => event === 'voucher.voided')).toHaveLength(1);
    // The next day, a voucher could be resent again, but never once void.
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3600_000);
    const tomorrow = await t.signIn('docteur@clinique.example');
    const next = await t.call(`/vouchers/${code}/resend`, { cookie: tomorrow, body: {} });
    expect(await next.json()).toMatchObject({ error: 'void' });
  }, 60_000);

  it('stops a staff member at the day’s cap across vouchers, not a colleague', async () => {
    // A day of its own, midday in Paris: only this test's resends are today's.
    t.clock.now = new Date(`${addDays(parisDay(t.clock.now), 2)}T10:00:00.000Z`);
    const capped = await t.signIn(staff);
    const colleague = await t.signIn('docteur@clinique.example');
    const { resendsPerStaffPerDay: cap, resendsPerVoucherPerDay: perVoucher } = DESK_RULES;
    // The day's resends but one, spread so that no voucher reaches its own cap, written through
    // the register the desk reads.
    const seeded = [];
    for (let index = 0; index < Math.ceil(cap / perVoucher); index += 1) {
      seeded.push(await t.soldVoucher());
    }
    for (let index = 0; index < cap - 1; index += 1) {
      const code = seeded[index % seeded.length] ?? '';
      const buyer = (await t.stack.register.get(code))?.buyerEmail ?? '';
      expect(
        (await t.stack.register.change(code, requestResend(t.clock.now, buyer, staff))).ok,
      ).toBe(true);
    }
    const last = await t.soldVoucher();
    const refused = await t.soldVoucher();
    // One below the cap, a resend still goes: it is the day's last.
    expect((await t.call(`/vouchers/${last}/resend`, { cookie: capped, body: {} })).status).toBe(
      200,
    );

    const before = await t.stack.register.get(refused);
    const newAddress = uniqueEmail('plafond');
    const answer = await t.call(`/vouchers/${refused}/resend`, {
      cookie: capped,
      body: { email: newAddress },
    });
    expect(answer.status).toBe(429);
    expect(await answer.json()).toMatchObject({
      error: 'too_many_resends',
      message: fillTemplate(copy.resendStaffTooMany, { limit: cap }),
    });
    // Nothing written: no resend in the history, no job for the worker, so no e-mail.
    const after = await t.stack.register.get(refused);
    expect(after?.version).toBe(before?.version);
    expect(after?.jobs).toEqual(before?.jobs);
    await t.sweep();
    expect(await t.mailsTo(newAddress)).toHaveLength(0);

    // The cap is each staff member's own: a colleague sends the same voucher the same day.
    const other = await t.call(`/vouchers/${refused}/resend`, {
      cookie: colleague,
      body: { email: newAddress },
    });
    expect(other.status).toBe(200);
    await t.sweep();
    expect(await t.mailsTo(newAddress)).toHaveLength(1);
  }, 120_000);

  it('holds the day’s cap when a staff member’s resends come all at once', async () => {
    t.clock.now = new Date(`${addDays(parisDay(t.clock.now), 2)}T10:00:00.000Z`);
    const cookie = await t.signIn('docteur@clinique.example');
    const { resendsPerStaffPerDay: cap, resendsPerVoucherPerDay: perVoucher } = DESK_RULES;
    const vouchers = [];
    for (let index = 0; index <= cap / perVoucher; index += 1) vouchers.push(await t.soldVoucher());
    const answers = await Promise.all(
      vouchers.flatMap((code) =>
        Array.from({ length: perVoucher }, () =>
          t.call(`/vouchers/${code}/resend`, { cookie, body: {} }),
        ),
      ),
    );
    expect(answers.length).toBeGreaterThan(cap);
    const sent = answers.filter((answer) => answer.status === 200).length;
    expect(sent).toBeLessThanOrEqual(cap);
    let resent = 0;
    for (const code of vouchers) {
      const item = await t.stack.register.get(code);
      resent += item?.history.filter((event) => event.type === 'resent').length ?? 0;
    }
    expect(resent).toBe(sent);
  }, 60_000);
});
