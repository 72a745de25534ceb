/**
 * Lists are filtered here, from every voucher of the register: a clinic sells a few a day, so they
 * fit in one read and one answer, and no total ever leaves the oldest out.
 */
import { fillTemplate, formatDateTime, formatNumericDate } from '@clinique/catalog/format';
import { deskText } from '@clinique/catalog/desk-text';
import {
  balanceAfterReversal,
  DeskListFilterSchema,
  type DeskList,
  type DeskListQuery,
  type DeskVoucher,
  refundedCents,
  reversalOf,
} from '@clinique/api/desk';
import * as v from 'valibot';
import type { SiteFacts } from '../facts.ts';
import { VOUCHER_STATUSES, type VoucherItem } from '../register/schema.ts';
import type { VoucherRegister } from '../register/store.ts';
import { displayStatus, isExpired, lostToDispute } from '../register/transitions.ts';
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
  VOUCHER_CODE_PATTERN,
} from '@clinique/api/voucher-code';
import { addDays, parisDay, parisInstant } from '../voucher/model.ts';

const EXPIRING_WITHIN_DAYS = 30;

/** The query as typed: empty fields are no filter. */
export function readFilter(query: Record<string, string | undefined>): DeskListQuery | undefined {
  const given = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = v.safeParse(DeskListFilterSchema, given);
  return result.success ? result.output : undefined;
}

/** What the clinic still owes on a voucher: nothing once void or expired. */
export function owedCents(item: VoucherItem, now: Date): number {
  return item.status === 'active' && !isExpired(item, now) ? item.balanceCents : 0;
}

/** What the list and the voucher's page both show of a voucher, as the contract shares it. */
const listed = (item: VoucherItem, now: Date) => ({
  code: item.code,
  title: item.title,
  status: displayStatus(item, now),
  amountCents: item.amountCents,
  balanceCents: item.balanceCents,
  issuedAt: item.issuedAt,
  validUntil: item.validUntil,
  buyerName: item.buyerName,
  buyerEmail: item.buyerEmail,
  recipientName: item.recipientName,
});

export async function everyVoucher(register: VoucherRegister): Promise<VoucherItem[]> {
  const lists = await Promise.all(VOUCHER_STATUSES.map((status) => register.byStatus(status)));
  return lists.flat().sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

/** Spaces, dashes and apostrophes dropped: a phone types ’ where the buyer's computer typed '. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-'‘’ʼ]/g, '');

const expiringSoon = (item: VoucherItem, now: Date) =>
  owedCents(item, now) > 0 &&
  item.validUntil <= parisDay(new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000));

/** `from` and `to` are Paris days, both included. */
const inPeriod = (at: string, { from, to }: DeskListQuery) => {
  const day = parisDay(new Date(at));
  return (from === undefined || day >= from) && (to === undefined || day <= to);
};

function matches(item: VoucherItem, filter: DeskListQuery, now: Date, byDay = true): boolean {
  if (filter.status !== undefined && displayStatus(item, now) !== filter.status) return false;
  if (filter.expiring !== undefined && !expiringSoon(item, now)) return false;
  if (byDay && !inPeriod(item.issuedAt, filter)) return false;
  if (filter.q !== undefined) {
    const q = folded(filter.q);
    const { code, buyerName, buyerEmail, recipientName, recipientEmail = '' } = item;
    const fields = [code, buyerName, buyerEmail, recipientName, recipientEmail];
    if (!fields.some((field) => folded(field).includes(q))) return false;
  }
  return true;
}

const sum = (items: readonly VoucherItem[], cents: (item: VoucherItem) => number) =>
  items.reduce((total, item) => total + cents(item), 0);

/** The figures are those of the end of the period's last day (Paris), or of now if sooner. */
export function figuresAt(filter: DeskListQuery, now: Date): Date {
  if (filter.to === undefined) return now;
  const end = new Date(parisInstant(addDays(filter.to, 1), 0).getTime() - 1);
  return end < now ? end : now;
}

/** The voucher as it stood at `at`: its history replayed up to then. */
export function voucherAt(item: VoucherItem, at: Date): VoucherItem {
  const until = at.toISOString();
  const history = item.history.filter((event) => event.at <= until);
  if (history.length === item.history.length) return item;
  let balanceCents = item.amountCents;
  let voided = false;
  history.forEach(({ type, amountCents = 0 }, index) => {
    if (type === 'used') balanceCents -= amountCents;
    if (type === 'use_reversed') {
      const before = { ...item, balanceCents, history: history.slice(0, index) };
      balanceCents = balanceAfterReversal(before, amountCents);
    }
    // As `refund` does: what was refunded leaves the balance, down to nothing.
    if (type === 'refunded') balanceCents = Math.max(0, balanceCents - amountCents);
    if (type === 'voided') voided = true;
  });
  const status = voided ? 'void' : balanceCents === 0 ? 'used' : 'active';
  return { ...item, history, balanceCents, status };
}

/** The vouchers the filter keeps, as they stood at `at` (`figuresAt`), and their totals. */
export async function listVouchers(register: VoucherRegister, filter: DeskListQuery, now: Date) {
  const at = figuresAt(filter, now);
  const items = (await everyVoucher(register))
    .map((item) => voucherAt(item, at))
    .filter((item) => matches(item, filter, at));
  const sold = items.filter((item) => item.status !== 'void');
  const owing = items.filter((item) => owedCents(item, at) > 0);
  const expiring = items.filter((item) => expiringSoon(item, at));
  const list: DeskList = {
    vouchers: items.map((item) => ({ ...listed(item, at), owedCents: owedCents(item, at) })),
    totals: {
      count: items.length,
      soldCount: sold.length,
      soldCents: sum(sold, (item) => item.amountCents),
      voidCount: items.length - sold.length,
      owedCount: owing.length,
      owedCents: sum(owing, (item) => owedCents(item, at)),
      expiringCount: expiring.length,
      expiringCents: sum(expiring, (item) => owedCents(item, at)),
    },
  };
  return { items, list, at };
}

/** `1234,5` → `1234,50`: a French decimal Excel reads as a number. */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * Text a spreadsheet would read as a formula is neutralised (a negative number is not one):
 * compatibility forms folded (＝ is =) and invisible format characters dropped first, so neither
 * can hide a leading = + - @.
 */
export function csvField(value: string): string {
  const plain = value.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const formula = /^[=+\-@\t\r]/.test(plain) && !/^-\d+(,\d+)?$/.test(plain);
  const safe = formula ? `'${plain}` : plain;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** For the accountant's Excel: UTF-8 with a BOM, `;` between fields, French decimals. */
function csv<K extends string>(columns: Record<K, string>, rows: readonly Record<K, string>[]) {
  const names = Object.keys(columns) as K[];
  const lines = [
    names.map((name) => columns[name]),
    ...rows.map((row) => names.map((n) => row[n])),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`;
}

export function vouchersCsv(items: readonly VoucherItem[], copy: SiteFacts['desk'], now: Date) {
  return csv(
    copy.exportColumns,
    items.map((item) => {
      // The rest of a voucher no longer owed: the bank took it back, or it was void or expired.
      const rest = owedCents(item, now) > 0 ? 0 : item.balanceCents;
      const chargedBack = lostToDispute(item);
      return {
        code: item.code,
        status: deskText.voucher.statuses[displayStatus(item, now)],
        offer: item.title,
        issuedAt: formatNumericDate(parisDay(new Date(item.issuedAt))),
        validUntil: formatNumericDate(item.validUntil),
        amount: euros(item.amountCents),
        used: euros(usedCents(item)),
        refunded: euros(refundedCents(item)),
        chargedBack: euros(chargedBack ? rest : 0),
        writtenOff: euros(chargedBack ? 0 : rest),
        balance: euros(owedCents(item, now)),
        buyerName: item.buyerName,
        buyerEmail: item.buyerEmail,
        recipientName: item.recipientName,
        payment: item.paymentIntentId ?? item.sessionId,
      };
    }),
  );
}

/** The uses that stand: each one's amount, less its reversal. */
const usedCents = (item: VoucherItem) =>
  item.history.reduce(
    (total, { type, amountCents = 0 }) =>
      total + (type === 'used' ? amountCents : type === 'use_reversed' ? -amountCents : 0),
    0,
  );

/**
 * One line per use of the vouchers kept, and one negative line per reversal, on its own day: the
 * Montant column of any period sums to what was used in it. `from`/`to` are the days of the lines.
 */
export function usesCsv(
  items: readonly VoucherItem[],
  filter: DeskListQuery,
  copy: SiteFacts['desk'],
): string {
  const rows = items.flatMap((item) =>
    item.history.flatMap((event, index) => {
      if (event.type !== 'used') return [];
      const reversal = reversalOf(item.history, index);
      const line = {
        date: formatDateTime(event.at),
        code: item.code,
        offer: item.title,
        treatment: event.treatment ?? '',
        note: event.note ?? '',
        amount: euros(event.amountCents ?? 0),
        staff: event.actor,
        reversedAt: reversal ? formatDateTime(reversal.at) : '',
        reversedBy: reversal?.actor ?? '',
      };
      const lines = inPeriod(event.at, filter) ? [line] : [];
      if (reversal !== undefined && inPeriod(reversal.at, filter)) {
        lines.push({
          ...line,
          date: formatDateTime(reversal.at),
          note: fillTemplate(copy.usesReversalNote, { date: line.date }),
          amount: euros(-(event.amountCents ?? 0)),
          staff: reversal.actor,
          reversedAt: '',
          reversedBy: '',
        });
      }
      return lines;
    }),
  );
  return csv(copy.usesColumns, rows);
}

/**
 * The uses' export keeps a voucher sold before the period if it was used in it, and filters it as
 * it stood at the period's end, as the list does.
 */
export async function listForUses(register: VoucherRegister, filter: DeskListQuery, now: Date) {
  const at = figuresAt(filter, now);
  return (await everyVoucher(register)).filter((item) =>
    matches(voucherAt(item, at), filter, at, false),
  );
}

/** The desk's answer, as its contract says; stored items are not re-validated on the way out. */
export function deskVoucherView(item: VoucherItem, now: Date): DeskVoucher {
  return {
    ...listed(item, now),
    recipientEmail: item.recipientEmail ?? null,
    delivery: item.delivery ?? null,
    message: item.message ?? null,
    history: item.history,
  };
}

/** The ten characters after `BC-` as typed, in capitals, without spaces or dashes. */
function typedCode(typed: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(typed);
  } catch {
    return undefined;
  }
  const compact = decoded.toUpperCase().replace(/[\s\-‐-―]/g, '');
  // Only a prefix if more than a code was typed: BC-BC23456789 typed without it is BC23456789.
  return compact.length > VOUCHER_CODE_LENGTH && compact.startsWith('BC')
    ? compact.slice(2)
    : compact;
}

/** The code alphabet has no 0, O, 1, I, L or U, so those cannot be in a code. */
export function normalizeVoucherCode(typed: string): string | undefined {
  const code = `BC-${typedCode(typed) ?? ''}`;
  return VOUCHER_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * A code of the right length refused for one character the alphabet leaves out (an O read for a
 * D or Q, a 1 for a 7): that character, so the refusal can name it.
 */
export function unusedCodeCharacter(typed: string): string | undefined {
  const code = typedCode(typed);
  if (code?.length !== VOUCHER_CODE_LENGTH || !/^[0-9A-Z]+$/.test(code)) return undefined;
  return [...code].find((character) => !VOUCHER_CODE_ALPHABET.includes(character));
}
