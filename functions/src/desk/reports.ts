/** Lists are filtered here: a clinic sells a few vouchers a day, so a list fits in one answer. */
import { formatNumericDate } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { VOUCHER_STATUSES, type VoucherItem } from '../register/schema.ts';
import type { VoucherRegister } from '../register/store.ts';
import { displayStatus, isExpired } from '../register/transitions.ts';
import { parisDay } from '../webhook/voucher.ts';

export const LIST_STATUSES = [...VOUCHER_STATUSES, 'expired'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export interface ListFilter {
  status?: ListStatus;
  /** Paris days `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  q?: string;
}

const EXPIRING_WITHIN_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readFilter(query: Record<string, string | undefined>): ListFilter | undefined {
  const { status = '', from = '', to = '', q = '' } = query;
  const badDay = [from, to].some((day) => day !== '' && !DAY.test(day));
  const badStatus = status !== '' && !(LIST_STATUSES as readonly string[]).includes(status);
  if (badStatus || badDay || q.length > 100) return undefined;
  return {
    ...(status ? { status: status as ListStatus } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
}

export function summary(item: VoucherItem, now: Date) {
  return {
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
  };
}

async function everyVoucher(register: VoucherRegister): Promise<VoucherItem[]> {
  const lists = await Promise.all(
    VOUCHER_STATUSES.map((status) => register.byStatus(status, 5000)),
  );
  return lists.flat().sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s-]/g, '');

function matches(item: VoucherItem, filter: ListFilter, now: Date): boolean {
  if (filter.status !== undefined && displayStatus(item, now) !== filter.status) return false;
  const day = parisDay(new Date(item.issuedAt));
  if (filter.from !== undefined && day < filter.from) return false;
  if (filter.to !== undefined && day > filter.to) return false;
  if (filter.q !== undefined) {
    const q = folded(filter.q);
    const fields = [
      item.code,
      item.buyerName,
      item.buyerEmail,
      item.recipientName,
      item.recipientEmail ?? '',
    ];
    if (!fields.some((field) => folded(field).includes(q))) return false;
  }
  return true;
}

export async function listVouchers(register: VoucherRegister, filter: ListFilter, now: Date) {
  const all = await everyVoucher(register);
  const items = all.filter((item) => matches(item, filter, now));
  const inPeriod = all.filter((item) =>
    matches(item, { ...filter, status: undefined, q: undefined }, now),
  );
  const sold = inPeriod.filter((item) => item.status !== 'void');
  const valid = all.filter((item) => item.status === 'active' && !isExpired(item, now));
  const soon = parisDay(new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000));
  return {
    items,
    totals: {
      soldCount: sold.length,
      soldCents: sold.reduce((sum, item) => sum + item.amountCents, 0),
      outstandingCount: valid.length,
      outstandingCents: valid.reduce((sum, item) => sum + item.balanceCents, 0),
      expiringSoon: valid
        .filter((item) => item.balanceCents > 0 && item.validUntil <= soon)
        .sort((a, b) => a.validUntil.localeCompare(b.validUntil))
        .map((item) => summary(item, now)),
    },
  };
}

/** `1234,5` → `1234,50`: a French decimal Excel reads as a number. */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A leading = + - @ is neutralised: no formula in Excel. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** For the accountant's Excel: UTF-8 with a BOM, `;` between fields, French decimals. */
export function vouchersCsv(
  items: readonly VoucherItem[],
  copy: SiteFacts['desk'],
  now: Date,
): string {
  const columns = copy.exportColumns;
  const names = Object.keys(columns) as (keyof typeof columns)[];
  const cells = (item: VoucherItem): Record<keyof typeof columns, string> => ({
    code: item.code,
    status: copy.statuses[displayStatus(item, now)],
    offer: item.title,
    issuedAt: formatNumericDate(parisDay(new Date(item.issuedAt))),
    validUntil: formatNumericDate(item.validUntil),
    amount: euros(item.amountCents),
    used: euros(item.status === 'void' ? 0 : item.amountCents - item.balanceCents),
    balance: euros(item.balanceCents),
    buyerName: item.buyerName,
    buyerEmail: item.buyerEmail,
    recipientName: item.recipientName,
    payment: item.paymentIntentId ?? item.sessionId,
  });
  const rows = items.map(cells).map((row) => names.map((name) => row[name]));
  const header = names.map((name) => columns[name]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
