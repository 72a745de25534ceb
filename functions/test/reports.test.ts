/** The accountant's two files, from vouchers taken through the register's own transitions. */
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@clinique/catalog/format';
import {
  listForUses,
  listVouchers,
  readFilter,
  usesCsv,
  vouchersCsv,
} from '../src/desk/reports.ts';
import type { VoucherItem } from '../src/register/schema.ts';
import type { VoucherRegister } from '../src/register/store.ts';
import {
  noteDispute,
  recordUse,
  refund,
  reverseUse,
  voidVoucher,
  type Transition,
} from '../src/register/transitions.ts';
import { siteFacts } from '../src/site-facts.ts';
import { registerItem } from './helpers.ts';

const copy = siteFacts.desk;
const staff = 'accueil@clinique.example';

function through(item: VoucherItem, ...steps: Transition[]): VoucherItem {
  return steps.reduce((current, step) => {
    const outcome = step(current);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.item;
  }, item);
}

/** The file as cells: header names to values, the BOM and CRLF left to the spreadsheet tests. */
function cells(file: string): Record<string, string>[] {
  const [header = [], ...lines] = file
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  return lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i] ?? ''])));
}

const at = (iso: string) => new Date(iso);

describe('the vouchers file', () => {
  const columns = copy.exportColumns;
  const sold = registerItem('BC-23456789AB', '2026-03-02T09:00:00.000Z');

  it('keeps what was used before a void, and writes the rest off', () => {
    const voided = through(
      sold,
      recordUse(at('2026-03-10T10:00:00Z'), 4000, staff),
      voidVoucher(at('2026-04-01T10:00:00Z'), 'Erreur de saisie', staff),
    );
    const [row] = cells(vouchersCsv([voided], copy, at('2026-04-02T10:00:00Z')));
    expect(row).toMatchObject({
      [columns.amount]: '150,00',
      [columns.used]: '40,00',
      [columns.refunded]: '0,00',
      [columns.writtenOff]: '110,00',
      [columns.balance]: '0,00',
    });
  });

  it('takes Stripe refunds off what is owed, once each, and shows an expired rest as written off', () => {
    const refunded = through(
      sold,
      recordUse(at('2026-03-10T10:00:00Z'), 4000, staff),
      refund(at('2026-03-11T10:00:00Z'), 2000, false, 'evt_1'),
      refund(at('2026-03-12T10:00:00Z'), 5000, false, 'evt_2'),
      refund(at('2026-03-13T10:00:00Z'), 2000, false, 'evt_1'),
    );
    const live = cells(vouchersCsv([refunded], copy, at('2026-04-01T10:00:00Z')))[0];
    expect(live).toMatchObject({
      [columns.used]: '40,00',
      [columns.refunded]: '50,00',
      [columns.writtenOff]: '0,00',
      [columns.balance]: '60,00',
    });
    const expired = cells(vouchersCsv([refunded], copy, at('2027-12-01T10:00:00Z')))[0];
    expect(expired).toMatchObject({ [columns.writtenOff]: '60,00', [columns.balance]: '0,00' });
  });

  it('shows the rest of a voucher lost to a dispute as taken back by the bank, not written off', () => {
    const used = through(sold, recordUse(at('2026-03-10T10:00:00Z'), 4000, staff));
    const opened = noteDispute(at('2026-03-12T10:00:00Z'), { opened: true, lost: false }, 'dp_1');
    const closed = (lost: boolean) =>
      noteDispute(at('2026-04-20T10:00:00Z'), { opened: false, lost }, 'dp_1', `dp_1 ${lost}`);
    const lost = through(used, opened, closed(true));
    const won = through(used, opened, closed(false));
    const [lostRow, wonRow] = cells(vouchersCsv([lost, won], copy, at('2026-05-01T10:00:00Z')));
    expect(lostRow).toMatchObject({
      [columns.used]: '40,00',
      [columns.chargedBack]: '110,00',
      [columns.writtenOff]: '0,00',
      [columns.balance]: '0,00',
    });
    expect(wonRow).toMatchObject({ [columns.chargedBack]: '0,00', [columns.balance]: '110,00' });
    // Voided at the desk, the rest is written off, as before.
    const voided = through(used, voidVoucher(at('2026-04-20T10:00:00Z'), 'dp_1 true', staff));
    expect(cells(vouchersCsv([voided], copy, at('2026-05-01T10:00:00Z')))[0]).toMatchObject({
      [columns.chargedBack]: '0,00',
      [columns.writtenOff]: '110,00',
    });
    // Voided at the desk while the bank looked into it, then lost: the bank still took it.
    const voidedThenLost = through(
      used,
      opened,
      voidVoucher(at('2026-03-13T10:00:00Z'), 'Carte volée, selon l’acheteur', staff),
      closed(true),
    );
    const [row] = cells(vouchersCsv([voidedThenLost], copy, at('2026-05-01T10:00:00Z')));
    expect(row).toMatchObject({ [columns.chargedBack]: '110,00', [columns.writtenOff]: '0,00' });
  });
});

describe('a use reversed after a partial refund', () => {
  const columns = copy.exportColumns;
  const steps = [
    recordUse(at('2026-03-10T10:00:00Z'), 15_000, staff),
    refund(at('2026-03-10T11:00:00Z'), 5000, false, 'evt_1'),
    reverseUse(at('2026-03-10T12:00:00Z'), 1, staff),
  ];
  const reversed = through(registerItem('BC-23456789AB', '2026-03-02T09:00:00.000Z'), ...steps);

  it('gives back only what was paid and not refunded, in the register and in the file', () => {
    expect(reversed).toMatchObject({ status: 'active', balanceCents: 10_000 });
    const [row] = cells(vouchersCsv([reversed], copy, at('2026-03-11T10:00:00Z')));
    expect(row).toMatchObject({
      [columns.amount]: '150,00',
      [columns.used]: '0,00',
      [columns.refunded]: '50,00',
      [columns.balance]: '100,00',
    });
  });

  it('reads the same when a later period replays it', async () => {
    const later = through(reversed, recordUse(at('2026-04-10T10:00:00Z'), 2000, staff));
    const register = {
      byStatus: (status: VoucherItem['status']) =>
        Promise.resolve([later].filter((item) => item.status === status)),
    } as unknown as VoucherRegister;
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const { list } = await listVouchers(register, march, at('2026-05-01T10:00:00Z'));
    expect(list.totals.owedCents).toBe(10_000);
  });
});

describe('the uses file', () => {
  const columns = copy.usesColumns;
  const used = at('2026-01-31T22:50:00Z');
  const undone = at('2026-01-31T23:10:00Z');
  const voucher = through(
    registerItem('BC-23456789AB', '2026-01-02T09:00:00.000Z'),
    recordUse(used, 4000, staff, { treatment: 'HydraFacial' }),
    reverseUse(undone, 1, staff),
  );
  const amounts = (from: string, to: string) =>
    cells(usesCsv([voucher], { from, to }, copy)).map((row) => row[columns.amount]);

  it('writes a reversal on the day it was made, as a negative line', () => {
    // 23:50 on 31 January in Paris, undone at 00:10 on 1 February.
    expect(amounts('2026-01-01', '2026-01-31')).toEqual(['40,00']);
    expect(amounts('2026-02-01', '2026-02-28')).toEqual(['-40,00']);
    const both = cells(usesCsv([voucher], {}, copy));
    expect(both.map((row) => row[columns.amount])).toEqual(['40,00', '-40,00']);
    expect(both[0]?.[columns.reversedAt]).toBe(formatDateTime(undone));
    expect(both[1]).toMatchObject({
      [columns.date]: formatDateTime(undone),
      [columns.treatment]: 'HydraFacial',
      [columns.reversedAt]: '',
    });
  });
});

describe('the figures of a period that has ended', () => {
  /** A register holding `items`, read as the desk reads it. */
  const registerOf = (items: VoucherItem[]) =>
    ({
      byStatus: (status: VoucherItem['status']) =>
        Promise.resolve(items.filter((item) => item.status === status)),
    }) as unknown as VoucherRegister;
  const december = { from: '2026-12-01', to: '2026-12-31' };

  it('are those of its last day, whatever happened since', async () => {
    const used = through(
      registerItem('BC-23456789AB', '2026-12-10T09:00:00.000Z'),
      recordUse(at('2027-01-15T10:00:00Z'), 15_000, staff),
    );
    const voided = through(
      registerItem('BC-23456789AC', '2026-12-11T09:00:00.000Z'),
      voidVoucher(at('2027-01-16T10:00:00Z'), 'Erreur', staff),
    );
    const register = registerOf([used, voided]);
    const { list, at: asOf } = await listVouchers(register, december, at('2027-02-01T10:00:00Z'));
    // 23:59:59.999 on 31 December in Paris.
    expect(asOf.toISOString()).toBe('2026-12-31T22:59:59.999Z');
    expect(list.totals).toMatchObject({ soldCount: 2, soldCents: 30_000, owedCents: 30_000 });
    // Without an end, today's: one used in full, one void.
    const today = await listVouchers(register, { from: december.from }, at('2027-02-01T10:00:00Z'));
    expect(today.list.totals).toMatchObject({ soldCount: 1, owedCents: 0, voidCount: 1 });
  });

  it('keep, in the uses file, the vouchers of the status they had then', async () => {
    const partly = through(
      registerItem('BC-23456789AB', '2026-12-10T09:00:00.000Z'),
      recordUse(at('2026-12-20T10:00:00Z'), 4000, staff),
      recordUse(at('2027-01-15T10:00:00Z'), 11_000, staff),
    );
    const usable = { ...december, status: 'active' } as const;
    const items = await listForUses(registerOf([partly]), usable, at('2027-02-01T10:00:00Z'));
    const rows = cells(usesCsv(items, usable, copy));
    expect(rows.map((row) => row[copy.usesColumns.amount])).toEqual(['40,00']);
  });
});

describe('the list’s filter', () => {
  it('takes days of the calendar only', () => {
    expect(readFilter({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    for (const day of ['2026-02-30', '2026-04-31', '2026-13-01', '28/02/2026']) {
      expect(readFilter({ to: day }), day).toBeUndefined();
    }
  });
});

describe('the list’s search', () => {
  it('finds a name typed with either apostrophe, as a phone keyboard or a computer gives it', async () => {
    const sold = registerItem('BC-23456789AB', '2026-03-02T09:00:00.000Z', {
      buyerName: "Jean d'Aubigné",
    });
    const register = {
      byStatus: (status: VoucherItem['status']) =>
        Promise.resolve([sold].filter((item) => item.status === status)),
    } as unknown as VoucherRegister;
    for (const q of ['d’Aubigné', "d'aubigne", 'daubigne']) {
      const { list } = await listVouchers(register, { q }, at('2026-05-01T10:00:00Z'));
      expect(
        list.vouchers.map((voucher) => voucher.code),
        q,
      ).toEqual([sold.code]);
    }
  });
});
