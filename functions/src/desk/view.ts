import type { DeskVoucher } from '@clinique/api/desk';
import type { VoucherItem } from '../register/schema.ts';
import { displayStatus } from '../register/transitions.ts';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '../voucher/code.ts';

/** The desk's answer, as its contract says. */
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
    delivery: item.delivery ?? null,
    message: item.message ?? null,
    history: item.history,
  };
}

const codePattern = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/** The code alphabet has no 0, O, 1, I, L or U, so those cannot be in a code. */
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
