/** What the desk shows of a voucher, and how it reads what staff type. */
import type { VoucherItem } from '../register/schema.ts';
import { displayStatus } from '../register/transitions.ts';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '../webhook/code.ts';

export interface DeskVoucher {
  code: string;
  title: string;
  amountCents: number;
  balanceCents: number;
  validUntil: string;
  status: VoucherItem['status'] | 'expired';
  issuedAt: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string | null;
  history: VoucherItem['history'];
}

export function deskVoucherView(item: VoucherItem, now: Date): DeskVoucher {
  return {
    code: item.code,
    title: item.title,
    amountCents: item.amountCents,
    balanceCents: item.balanceCents,
    validUntil: item.validUntil,
    status: displayStatus(item, now),
    issuedAt: item.issuedAt,
    buyerName: item.buyerName,
    buyerEmail: item.buyerEmail,
    recipientName: item.recipientName,
    recipientEmail: item.recipientEmail ?? null,
    history: item.history,
  };
}

const codePattern = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * A code as staff type or scan it: any case, spaces and dashes anywhere, with or without `BC`.
 * Undefined when it cannot be a code (the alphabet has no 0, O, 1, I, L or U to confuse).
 */
export function normalizeVoucherCode(typed: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(typed);
  } catch {
    return undefined;
  }
  const compact = decoded.toUpperCase().replace(/[\s\-‐-―]/g, '');
  const body = compact.startsWith('BC') ? compact.slice(2) : compact;
  return codePattern.test(body) ? `BC-${body}` : undefined;
}

/** Euros as staff type them (`45`, `45,5`, `45,50`, `45.50`, a number) in cents; > 0. */
export function parseEuroCents(value: unknown): number | undefined {
  const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(typed);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}
